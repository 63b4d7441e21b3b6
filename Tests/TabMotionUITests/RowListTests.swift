import Synchronization
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// A row list asks for a row's data when the row comes into view, and only then: laying the
/// same rows out again for a new width (a rotation) or direction reuses what they show.
@Suite("Row list")
struct RowListTests {
  final class Calls: Sendable {
    let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
  }

  static func alignment(_ layer: Layer) -> LayerContent.Text.Alignment? {
    if case .text(let text) = layer.content { return text.alignment }
    return nil
  }

  @Test func aNewWidthOrDirectionDoesNotAskForTheRowsAgain() throws {
    let calls = Calls()
    let list = try RowList(name: nil, rowCount: 50) { i in
      calls.count.withLock { $0 += 1 }
      return SampleData.asset(i)
    }
    list.update(frame: Rect(x: 0, y: 0, width: 390, height: 600), offset: 0, isRightToLeft: false)
    let asked = calls.value
    #expect(asked == list.liveRowCount && asked > 5)
    let titles = list.liveRows.map(\.title.content)

    // Wider, the same height: the same rows, placed for the new width.
    list.update(frame: Rect(x: 0, y: 0, width: 844, height: 600), offset: 0, isRightToLeft: false)
    #expect(calls.value == asked)
    #expect(list.liveRows.map(\.title.content) == titles)
    #expect(list.liveRows.allSatisfy { $0.value.frame.model.maxX == 844 - 16 })

    // Right to left: mirrored and re-aligned, with the data they had.
    list.update(frame: Rect(x: 0, y: 0, width: 844, height: 600), offset: 0, isRightToLeft: true)
    #expect(calls.value == asked)
    for row in list.liveRows {
      #expect(row.value.frame.model.minX == 16 && row.icon.frame.model.maxX == 844 - 16)
      #expect(Self.alignment(row.title) == .trailing && Self.alignment(row.value) == .leading)
      #expect(row.data == SampleData.asset(row.index))
    }

    // Rows scrolled into view are asked for, once each.
    list.update(frame: Rect(x: 0, y: 0, width: 844, height: 600), offset: 640, isRightToLeft: true)
    #expect(calls.value == asked + 10)
  }
}
