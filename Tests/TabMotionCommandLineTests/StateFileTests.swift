import Foundation
import TabMotionCore
import Testing

@testable import TabMotionDemos
@testable import TabMotionRender
@testable import TabMotionUI
@testable import tabmotion

/// The state file on a real disk: written atomically, read back exactly; anything unusable
/// gives the defaults and one warning, and is kept aside as `.corrupt`.
@Suite("State file")
struct StateFileTests {
  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "tabmotion-state-tests-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func load(_ file: StateFile) -> StateFile.Loaded<GalleryState> {
    file.load(limit: GalleryState.maximumBytes) { (bytes) throws(TabMotionError) in
      try GalleryState.parse(bytes, source: "state")
    }
  }

  static let sample = GalleryState(demos: [
    "collapsing": ScreenState(
      selection: TabSelectionState(selectedIndex: 2, selectedID: "gainers"),
      offsets: ["all": 80.5, "watchlist": 80.5, "gainers": 80.5, "losers": 412.25]),
    "cube": ScreenState(selection: TabSelectionState(selectedIndex: 1, selectedID: "leo_cooks")),
  ])

  @Test func roundTripThroughARealFile() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // The folders are made as needed, as for a first launch.
    let file = StateFile(path: dir + "/tabmotion/state.json")
    #expect(Self.load(file).value == nil && Self.load(file).warning == nil)
    try file.save(Self.sample.json())
    let loaded = Self.load(file)
    #expect(loaded.warning == nil && loaded.mayWrite)
    #expect(loaded.value == Self.sample)
    // No temporary file is left beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/tabmotion")
    #expect(names == ["state.json"])
  }

  /// A write interrupted before its rename leaves only a temporary file beside the old one,
  /// which is what the next launch reads.
  @Test func anInterruptedWriteLeavesTheOldFile() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = StateFile(path: dir + "/state.json")
    try file.save(Self.sample.json())
    let half = Array(GalleryState(demos: [:]).json().prefix(10))
    #expect(
      FileManager.default.createFile(atPath: dir + "/.state.json.Ab12Cd", contents: Data(half)))
    #expect(Self.load(file).value == Self.sample)
  }

  @Test(arguments: [
    "not json at all",
    "{\"demos\":{\"cube\":{\"offsets\":{},\"selection\":{\"selectedIn",
    "{\"demos\":{},\"version\":7}",
    "",
  ])
  func anUnusableFileIsKeptAsideWithOneWarning(text: String) throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/state.json"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    let loaded = Self.load(StateFile(path: path))
    #expect(loaded.value == nil && loaded.mayWrite)
    let warning = try #require(loaded.warning)
    #expect(!warning.contains("\n") && warning.contains(path + ".corrupt"))
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(FileManager.default.contents(atPath: path + ".corrupt") == Data(text.utf8))
  }

  /// A folder where the file should be cannot be read: the same warning, moved aside too.
  @Test func anUnreadableFileIsKeptAside() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/state.json"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let loaded = Self.load(StateFile(path: path))
    #expect(loaded.value == nil && loaded.warning?.contains("not a regular file") == true)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: path + ".corrupt", isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }

  @Test func theDefaultPathFollowsXDG() {
    #expect(
      StateFile.defaultPath(name: "s.json", environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"])
        == "/x/tabmotion/s.json")
    // A relative XDG_STATE_HOME is ignored, as the XDG Base Directory specification says.
    #expect(
      StateFile.defaultPath(name: "s.json", environment: ["XDG_STATE_HOME": "x", "HOME": "/h"])
        == "/h/.local/state/tabmotion/s.json")
    #expect(StateFile.defaultPath(name: "s.json", environment: [:]) == nil)
  }
}
