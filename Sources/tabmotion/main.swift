import ArgumentParser
import TabMotionCore
import TabMotionRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Bad input of any kind (arguments, scripts, demo names) ends with one line on stderr and exit
// status 2; a failure while running (writing files or output, a non-finite value in a trace)
// with one line and exit status 1; help and version print normally and exit 0.
func finish(_ message: String, status: Int32) -> Never {
  let ok = Console.error("tabmotion: \(TabMotionError.printable(message, limit: 400))\n")
  exit(ok ? status : max(status, 1))
}

// Past a file-size limit (`ulimit -f`) a write should fail like one on a full disk — reported,
// its temporary file removed — rather than kill the process mid-file.
signal(SIGXFSZ, SIG_IGN)

do {
  var command = try TabMotionCommand.parseAsRoot()
  try command.run()
} catch let error as TabMotionError {
  finish(error.description, status: 2)
} catch let error as RenderError {
  finish(error.description, status: 1)
} catch let error as CommandFailure {
  finish(error.message, status: 1)
} catch {
  let code = TabMotionCommand.exitCode(for: error)
  if code == .success {
    do {
      try Console.line(TabMotionCommand.fullMessage(for: error))
    } catch let failure {
      finish(failure.message, status: 1)
    }
    exit(0)
  }
  // A window that ended badly has already said why.
  if let stopped = error as? ExitCode { exit(stopped.rawValue) }
  let message = TabMotionCommand.message(for: error)
  finish(message.split(separator: "\n").first.map(String.init) ?? "invalid arguments", status: 2)
}
exit(0)
