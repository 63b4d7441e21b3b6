import TabMotionCore
import TabMotionUI
import Testing

@testable import TabMotionRender

/// What the occlusion plan takes a turned face to cover.
@Suite("Occlusion plan: turned faces")
struct OcclusionPlanTests {
  /// A turned opaque face covers columns of its projection: each box lies inside the
  /// trapezoid, in from its slanted top and bottom by a pixel and by as much as they rise
  /// across one (its painter may move a shared edge a pixel out), the boxes meet at whole
  /// pixels, and together they cover all but a sliver of it (one box would leave the wedges
  /// under the slanted sides).
  @Test(arguments: [15.0, 40, 70, -35])
  func aTurnedFaceCoversItsProjectionInColumns(degrees: Double) throws {
    let face = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 500))
    face.backgroundColor.set(Color(hex: 0x3366CC))
    let m = Transform3D.rotationY(degrees * .pi / 180)
      .concatenating(.perspective(distance: 600))
      .concatenating(.translation(400, 300, 0))
    var boxes: [OcclusionPlan.Box] = []
    OcclusionPlan.opaqueInterior(of: face, m) { boxes.append($0) }
    #expect(boxes.count == OcclusionPlan.interiorStrips)
    let corners = [Point(0, 0), Point(300, 0), Point(0, 500), Point(300, 500)].compactMap {
      m.project($0)
    }
    let (p00, p10, p01, p11) = (corners[0], corners[1], corners[2], corners[3])
    func line(_ a: Point, _ b: Point, at x: Double) -> Double {
      a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }
    let width = abs(p10.x - p00.x)
    let topSlope = abs(p10.y - p00.y) / width
    let bottomSlope = abs(p11.y - p01.y) / width
    var area = 0.0
    for (k, box) in boxes.enumerated() {
      for x in [box.x0, box.x1] {
        #expect(box.y0 >= line(p00, p10, at: x) + 1 + topSlope - 1e-9)
        #expect(box.y1 <= line(p01, p11, at: x) - 1 - bottomSlope + 1e-9)
      }
      if k > 0 {
        #expect(box.x0 == boxes[k - 1].x1)
        #expect(box.x0 == box.x0.rounded())
      }
      area += box.area
    }
    let trapezoid = width * ((p01.y - p00.y) + (p11.y - p10.y)) / 2
    // Lost: the margin along each slanted side, and in each column the triangle between its
    // slanted sides and its box: half the column's width times the slant across it (the
    // columns are equal but for whole-pixel rounding: a twentieth more).
    let wedges = abs(p10.y - p00.y) + abs(p11.y - p01.y)
    let margins = width * (2 + topSlope + bottomSlope)
    #expect(area >= trapezoid - margins - 1.05 * width * wedges / Double(2 * boxes.count))
    #expect(area <= trapezoid)
  }

  /// Nearly edge-on, a face a few pixels wide: no box reaches past its sides, wherever its
  /// columns fall.
  @Test func aFaceSeenNearlyEdgeOnIsCoveredOnlyInsideItsSides() {
    let face = Layer(frame: Rect(x: 0, y: 0, width: 300, height: 500))
    face.backgroundColor.set(Color(hex: 0x3366CC))
    var outside = 0
    var boxes = 0
    for step in 0..<100 {
      for shift in stride(from: 0.0, to: 1.0, by: 0.05) {
        let m = Transform3D.rotationY((88 + Double(step) * 0.0199) * .pi / 180)
          .concatenating(.perspective(distance: 600))
          .concatenating(.translation(400 + shift, 300, 0))
        guard let p00 = m.project(Point(0, 0)), let p10 = m.project(Point(300, 0)) else {
          continue
        }
        OcclusionPlan.opaqueInterior(of: face, m) { box in
          // Taken to whole pixels inward, as the plan keeps it.
          let kept = box.inward
          guard !kept.isEmpty else { return }
          boxes += 1
          if kept.x0 < min(p00.x, p10.x) || kept.x1 > max(p00.x, p10.x) { outside += 1 }
        }
      }
    }
    #expect(boxes > 1000)
    #expect(outside == 0)
  }
}
