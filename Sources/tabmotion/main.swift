import ArgumentParser
import Foundation
import TabMotionCore

// Bad input of any kind (arguments, scripts, demo names) ends with one line on stderr and exit
// status 2; help and version print normally and exit 0.
do {
  var command = try TabMotionCommand.parseAsRoot()
  try command.run()
} catch let error as TabMotionError {
  FileHandle.standardError.write(Data("tabmotion: \(error)\n".utf8))
  exit(2)
} catch {
  if TabMotionCommand.exitCode(for: error) == .success {
    print(TabMotionCommand.fullMessage(for: error))
    exit(0)
  }
  let message =
    TabMotionCommand.message(for: error)
    .split(separator: "\n").first.map(String.init) ?? "\(error)"
  FileHandle.standardError.write(Data("tabmotion: \(message)\n".utf8))
  exit(2)
}
