import Foundation

/// The machine's load average, as the kernel reports it (`/proc/loadavg`): printed beside
/// timings, which a machine busy with other work makes longer.
enum LoadAverage {
  /// The 1, 5 and 15 minute load averages ("0.52 0.61 0.70"), or "unknown" where the kernel
  /// does not report them.
  static func read() -> String {
    do {
      let text = try String(contentsOfFile: "/proc/loadavg", encoding: .utf8)
      return text.split(separator: " ").prefix(3).joined(separator: " ")
    } catch {
      // Not Linux, or no /proc: the timings stand without it.
      return "unknown"
    }
  }
}
