/// How the rows of a subtree's raster cover what lies under them, inside the subtree root's
/// bounds: runs of rows whose every pixel there is opaque (copied), fully transparent (left
/// out) or neither (blended). A page without a background of its own — rows of opaque cells
/// over the screen's colour — is then mostly copied and left out, and blended only where its
/// rows have rounded or antialiased edges, instead of blended whole.
struct RowCoverage: Equatable {
  enum Kind: Equatable {
    /// Every pixel is fully opaque: copying it is blending it.
    case opaque
    /// Every pixel is fully transparent: blending it changes nothing.
    case clear
    /// Anything else: blended.
    case mixed
  }

  /// A run of rows of one kind, in the raster's pixel rows.
  struct Run: Equatable {
    var rows: Range<Int>
    var kind: Kind
  }

  /// The runs, top to bottom, each row once.
  private(set) var runs: [Run] = []

  /// True when every row scanned is opaque (also when none was).
  var isOpaque: Bool { runs.allSatisfy { $0.kind == .opaque } }

  /// Adds the rows `rows` of `surface` (below those scanned so far), judged by their pixels in
  /// columns `x0..<x1`.
  mutating func scan(_ surface: ImageSurface, rows: Range<Int>, x0: Int, x1: Int) {
    let left = max(0, x0)
    let right = min(surface.width, x1)
    let top = max(0, rows.lowerBound)
    let bottom = min(surface.height, rows.upperBound)
    guard top < bottom else { return }
    guard left < right else { return append(top..<bottom, .clear) }
    let pixels = surface.pixelPointer()
    let rowLength = surface.stride / 4
    withExtendedLifetime(surface) {
      for y in top..<bottom {
        var all: UInt32 = 0xFF00_0000
        var any: UInt32 = 0
        let row = pixels + y * rowLength
        for x in left..<right {
          all &= row[x]
          any |= row[x]
        }
        let kind: Kind =
          all & 0xFF00_0000 == 0xFF00_0000 ? .opaque : any & 0xFF00_0000 == 0 ? .clear : .mixed
        append(y..<(y + 1), kind)
      }
    }
  }

  private mutating func append(_ rows: Range<Int>, _ kind: Kind) {
    if let last = runs.last, last.kind == kind, last.rows.upperBound == rows.lowerBound {
      runs[runs.count - 1].rows = last.rows.lowerBound..<rows.upperBound
    } else {
      runs.append(Run(rows: rows, kind: kind))
    }
  }
}
