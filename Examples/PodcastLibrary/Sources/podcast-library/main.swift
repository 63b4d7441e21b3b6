// The podcast library, run as a person would:
// `podcast-library`                 the screen in a window (mouse drags are fingers)
// `podcast-library --png DIR`       headless: a scripted scroll and tap, three PNGs
// `podcast-library --dark …`        the same, dark
import Foundation
import PodcastLibrary
import TabMotionCore
import TabMotionRender
import TabMotionUI
import TabMotionWindow

let arguments = CommandLine.arguments.dropFirst()
let dark = arguments.contains("--dark")
do {
  if let flag = arguments.firstIndex(of: "--png"), arguments.index(after: flag) < arguments.endIndex
  {
    let folder = arguments[arguments.index(after: flag)]
    // Taps go to tabs by name: no coordinates to work out.
    let script = try GestureScript.parse(
      json: Array(
        """
        { "scale": 2, "steps": [
          { "wait": 0.2 },
          { "drag": { "from": [195, 700], "to": [195, 640], "duration": 0.4, "release": "stop" } },
          { "tap": { "node": "item.2" } }, { "wait": 0.35 },
          { "wait": 0.8 } ] }
        """.utf8))
    let session = try HeadlessSession(script: script) {
      try LibraryScreen(environment: $0, dark: dark)
    }
    for (name, time) in [("scrolled", 0.68), ("turning", 0.86), ("queue", 1.8)] {
      while session.time < time - 1e-9 && !session.isFinished { try session.step() }
      let path = "\(folder)/library-\(dark ? "dark-" : "")\(name).png"
      try session.render().writePNG(path: path)  // makes the folder if it is missing
      print(path)
    }
  } else {
    let host = try WindowHost(title: "Podcasts", size: Size(390, 844)) {
      try LibraryScreen(environment: $0, dark: dark)
    }
    exit(try host.run())
  }
} catch {
  FileHandle.standardError.write(Data("podcast-library: \(error)\n".utf8))
  exit(2)
}
