import Foundation
import RecipeBox
import TabMotionCore
import TabMotionRender
import TabMotionUI
import TabMotionWindow

// `recipe-box`            the screen in a window (mouse drags are fingers)
// `recipe-box --png DIR`  no window: a scripted scroll and swipe rendered to PNGs in DIR
let arguments = CommandLine.arguments.dropFirst()
do {
  if let flag = arguments.firstIndex(of: "--png") {
    guard arguments.index(after: flag) < arguments.endIndex else {
      throw TabMotionError(field: "--png", reason: "needs a folder")
    }
    let folder = arguments[arguments.index(after: flag)]
    let script = GestureScript(
      scale: 2,
      steps: [
        .wait(0.2),
        .drag(
          from: .point(Point(195, 700)), to: .point(Point(195, 420)), duration: 0.4, release: .stop),
        .wait(0.3),
        .drag(
          from: .point(Point(330, 600)), to: .point(Point(80, 600)), duration: 0.3, release: .fling),
        .wait(0.8),
      ])
    let session = try HeadlessSession(script: script) { try RecipeScreen(environment: $0) }
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    for (name, time) in [("collapsed", 1.0), ("mid-swipe", 1.15), ("next-course", 2.0)] {
      while session.time < time && !session.isFinished { try session.step() }
      let path = folder + "/recipe-box-" + name + ".png"
      try session.render().writePNG(path: path)
      print(path)
    }
  } else {
    let status = try MainActor.assumeIsolated {
      try WindowHost(title: "Recipe Box", size: Size(390, 844)) {
        try RecipeScreen(environment: $0)
      }.run()
    }
    exit(status)
  }
} catch {
  FileHandle.standardError.write(Data("recipe-box: \(error)\n".utf8))
  exit(2)
}
