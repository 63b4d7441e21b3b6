#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts heap allocations through ordo-one's malloc interposer when it is preloaded
/// (`LD_PRELOAD=…/libMallocInterposerSwift.so`, as `./dev bench` runs it), and otherwise
/// stays off. The interposer is found at run time rather than linked, so an installed
/// `tabmotion` is one self-contained file and only `bench` ever counts.
enum AllocationCounter {
  private typealias Toggle = @convention(c) () -> Void
  private typealias Stats =
    @convention(c) (
      UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
      UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>
    ) -> Void

  private struct Interposer {
    let enable: Toggle
    let disable: Toggle
    let reset: Toggle
    let stats: Stats
  }

  /// The interposer's entry points, when the process was started with it preloaded.
  private static let interposer: Interposer? = {
    // RTLD_DEFAULT: search every object already loaded, the preloaded one included.
    func symbol(_ name: String) -> UnsafeMutableRawPointer? {
      dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)
    }
    guard let enable = symbol("malloc_interposer_enable"),
      let disable = symbol("malloc_interposer_disable"),
      let reset = symbol("malloc_interposer_reset"),
      let stats = symbol("malloc_interposer_get_stats")
    else { return nil }
    return Interposer(
      enable: unsafeBitCast(enable, to: Toggle.self),
      disable: unsafeBitCast(disable, to: Toggle.self),
      reset: unsafeBitCast(reset, to: Toggle.self),
      stats: unsafeBitCast(stats, to: Stats.self))
  }()

  /// Whether allocations are being counted in this process.
  static var isActive: Bool { interposer != nil }

  /// Allocations made while running `body` (0 when not counting).
  static func count(_ body: () throws -> Void) rethrows -> Int {
    guard let interposer else {
      try body()
      return 0
    }
    interposer.reset()
    interposer.enable()
    try body()
    interposer.disable()
    var mallocs: Int64 = 0
    var ignored = (Int64(0), Int64(0), Int64(0), Int64(0), Int64(0))
    interposer.stats(&mallocs, &ignored.0, &ignored.1, &ignored.2, &ignored.3, &ignored.4)
    return Int(clamping: mallocs)
  }
}
