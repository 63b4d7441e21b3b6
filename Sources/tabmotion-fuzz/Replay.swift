#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if FUZZING
  import CLibFuzzer
#endif

/// The fuzzer's entry point. Built by `./dev fuzz` (`-sanitize=fuzzer -DFUZZING`) it hands
/// the command line to libFuzzer, which mutates inputs through `ScriptCheck.run`. Built
/// normally it replays files — the seed corpus, a crash the fuzzer saved — through the same
/// check, so a finding reproduces in an ordinary debug build and stays a regression case:
///
///     tabmotion-fuzz Fuzz/corpus Fuzz/regressions crash-1234…
@main
enum Replay {
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          ScriptCheck.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
          return 0
        })
    #else
      var count = 0
      for path in CommandLine.arguments.dropFirst() {
        for file in files(at: path) {
          guard let bytes = contents(of: file) else {
            print("tabmotion-fuzz: cannot read \(file)")
            exit(2)
          }
          ScriptCheck.run(bytes)
          count += 1
        }
      }
      print("tabmotion-fuzz: \(count) inputs kept every promise")
    #endif
  }

  /// A file, or the files directly inside a folder, sorted.
  static func files(at path: String) -> [String] {
    guard let folder = opendir(path) else { return [path] }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(path + "/" + name) }
    }
    return names.sorted()
  }

  static func contents(of path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes += buffer[..<count]
      if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
    }
  }
}
