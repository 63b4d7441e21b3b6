import CCairo
import TabMotionRender
import Testing

@Suite struct PerspectiveWarpTests {
  @Test(arguments: [false, true])
  func identityReproducesTheSource(opaque: Bool) throws {
    let source = try TestImages.noise(width: 61, height: 47, seed: 7, opaque: opaque)
    let destination = try ImageSurface(width: 61, height: 47)
    try PerspectiveWarp().draw(
      source, into: destination, leftX: 0, leftTop: 0, leftBottom: 47,
      rightX: 61, rightTop: 0, rightBottom: 47, a: 1, b: 0, c: 0, d: 1)
    let expected = try TestImages.pixels(of: source)
    let actual = try TestImages.pixels(of: destination)
    let worst = zip(expected, actual).map(TestImages.channelDifference).max() ?? 0
    #expect(worst <= 1)
  }

  /// Mirrored, shrunk, with perspective, sloped top and bottom, fractional edges, opacity and
  /// shade, over a non-empty destination: compared with the double-precision reference.
  @Test(arguments: [1, 2])
  func matchesReferenceForMirroredPerspectiveFace(threads: Int) throws {
    let sourceWidth = 90
    let sourceHeight = 140
    let source = try TestImages.noise(
      width: sourceWidth, height: sourceHeight, seed: 11, opaque: false)
    let destination = try TestImages.noise(width: 80, height: 130, seed: 12, opaque: true)
    // u(x) runs from 90 at x = 7.3 down to 0 at x = 61.6: mirrored, about 1.7× shrunk, and
    // projective (the denominator changes across the face).
    let (xL, xR) = (7.3, 61.6)
    let c = 0.004
    let d = 1 - c * xL
    let k = Double(sourceWidth) * (c * xR + d) / (xR - xL)
    let a = -k
    let b = k * xR
    let reference = WarpReference(
      leftX: xL, leftTop: 10.4, leftBottom: 118.8, rightX: xR, rightTop: 25.5,
      rightBottom: 101.2, a: a, b: b, c: c, d: d, opacity: 0.8, shade: 0.3)
    let before = try TestImages.pixels(of: destination)
    var expected = before
    reference.draw(
      source: try TestImages.pixels(of: source), sourceWidth: sourceWidth,
      sourceHeight: sourceHeight, destination: &expected, destinationWidth: 80,
      destinationHeight: 130)
    try PerspectiveWarp().draw(
      source, into: destination, leftX: reference.leftX, leftTop: reference.leftTop,
      leftBottom: reference.leftBottom, rightX: reference.rightX, rightTop: reference.rightTop,
      rightBottom: reference.rightBottom, a: a, b: b, c: c, d: d, opacity: 0.8, shade: 0.3,
      threads: threads)
    let actual = try TestImages.pixels(of: destination)
    let differences = zip(expected, actual).map(TestImages.channelDifference)
    let changed = zip(before, actual).filter { $0 != $1 }.count
    #expect(changed > 4000)  // the face covers about 5,000 of the 10,400 pixels
    #expect((differences.max() ?? 0) <= 2)
  }

  /// Drawn a block of pixel rows and columns at a time, a warp writes nothing outside each
  /// block and gives, block by block, the pixels of one whole draw: so two threads can each
  /// draw their rows of one face.
  @Test func drawnInBlocksItGivesTheWholeDrawsPixels() throws {
    let source = try TestImages.noise(width: 90, height: 140, seed: 21, opaque: false)
    func draw(into destination: ImageSurface, columns: Range<Int>?, rows: Range<Int>?) throws {
      try PerspectiveWarp().draw(
        source, into: destination, leftX: 7.3, leftTop: 10.4, leftBottom: 118.8, rightX: 61.6,
        rightTop: 25.5, rightBottom: 101.2, a: -2.1, b: 129.4, c: 0.004, d: 0.97,
        opacity: 0.8, shade: 0.3, columns: columns, rows: rows)
    }
    let whole = try TestImages.noise(width: 80, height: 130, seed: 12, opaque: true)
    let before = try TestImages.pixels(of: whole)
    try draw(into: whole, columns: nil, rows: nil)
    let expected = try TestImages.pixels(of: whole)
    #expect(zip(before, expected).filter { $0 != $1 }.count > 4000)
    let blocks = try TestImages.noise(width: 80, height: 130, seed: 12, opaque: true)
    // The top rows first: nothing below them changes.
    try draw(into: blocks, columns: nil, rows: 0..<47)
    let top = try TestImages.pixels(of: blocks)
    #expect(top[(47 * 80)...] == before[(47 * 80)...])
    #expect(top[..<(47 * 80)] == expected[..<(47 * 80)])
    for (columns, rows) in [(0..<33, 47..<90), (33..<80, 47..<90), (0..<80, 90..<130)] {
      try draw(into: blocks, columns: columns, rows: rows)
    }
    #expect(try TestImages.pixels(of: blocks) == expected)
  }

  /// Two white faces sharing an edge at a fractional x over black: the edge column must be
  /// white, not the darker blend of two antialiased edges over the background.
  @Test func sharedEdgeHasNoSeam() throws {
    let white = try ImageSurface(width: 20, height: 20)
    white.clear(to: 0xFFFF_FFFF)
    let screen = try ImageSurface(width: 40, height: 30)
    screen.clear(to: 0xFF00_0000)
    let warp = PerspectiveWarp()
    let edge = 21.37
    try warp.draw(
      white, into: screen, leftX: 3.5, leftTop: 5, leftBottom: 25, rightX: edge, rightTop: 2,
      rightBottom: 28, a: 20 / (edge - 3.5), b: -3.5 * 20 / (edge - 3.5), c: 0, d: 1,
      solidRightEdge: true)
    try warp.draw(
      white, into: screen, leftX: edge, leftTop: 2, leftBottom: 28, rightX: 36.2, rightTop: 6,
      rightBottom: 24, a: 20 / (36.2 - edge), b: -edge * 20 / (36.2 - edge), c: 0, d: 1)
    for y in 7..<23 {
      #expect(screen.pixel(x: 21, y: y) == 0xFFFF_FFFF)
    }
    // The outer edges stay antialiased: partial coverage, neither black nor white.
    let outer = screen.pixel(x: 3, y: 15) ?? 0
    #expect(outer & 0xFF > 0 && outer & 0xFF < 0xFF)
  }

  @Test func degenerateInputDrawsNothingAndDoesNotTrap() throws {
    let source = try TestImages.noise(width: 8, height: 8, seed: 3, opaque: true)
    let screen = try ImageSurface(width: 16, height: 16)
    let warp = PerspectiveWarp()
    try warp.draw(
      source, into: screen, leftX: 4, leftTop: 10, leftBottom: 2, rightX: 4, rightTop: 0,
      rightBottom: 16, a: 1, b: 0, c: 0, d: 1)
    try warp.draw(
      source, into: screen, leftX: -1e12, leftTop: -1e12, leftBottom: 1e12, rightX: 1e12,
      rightTop: -1e12, rightBottom: 1e12, a: 1e-9, b: 4, c: 0, d: 1)
    #expect(throws: RenderError.self) {
      try warp.draw(
        source, into: screen, leftX: .nan, leftTop: 0, leftBottom: 1, rightX: 2, rightTop: 0,
        rightBottom: 1, a: 1, b: 0, c: 0, d: 1)
    }
  }
}
