import ArgumentParser
import Foundation
import TabMotionCore
import TabMotionRender
import TabMotionUI

struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace", abstract: "Print one JSON object per frame of a demo's script.")

  @OptionGroup var options: DemoOptions

  @Option(help: "Frames per second of the virtual clock (default: the script's, 120).")
  var fps: Double?

  func run() throws {
    let type = try options.demoType()
    let script = try options.loadScript(for: type)
    let session = try HeadlessSession(
      script: script, fps: try checked(fps, "--fps", in: 1...1000), size: try options.viewport()
    ) { try type.init(environment: $0) }
    var out = ""
    out.reserveCapacity(1 << 16)
    while !session.isFinished {
      try session.step()
      out += session.traceLine()
      out += "\n"
      if out.utf8.count > 1 << 16 {
        FileHandle.standardOutput.write(Data(out.utf8))
        out.removeAll(keepingCapacity: true)
      }
    }
    FileHandle.standardOutput.write(Data(out.utf8))
  }
}
