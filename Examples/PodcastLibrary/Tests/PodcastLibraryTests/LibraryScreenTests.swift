import Foundation
import PodcastLibrary
import TabMotionCore
import TabMotionRender
import TabMotionUI
import Testing

@Suite("Podcast library, as a newcomer wrote it")
struct LibraryScreenTests {
  static func session(
    _ steps: String, dark: Bool = false
  ) throws -> HeadlessSession<LibraryScreen> {
    let script = try GestureScript.parse(json: Array("{\"scale\": 1, \"steps\": \(steps)}".utf8))
    return try HeadlessSession(script: script) { try LibraryScreen(environment: $0, dark: dark) }
  }

  static func color(_ surface: ImageSurface, _ x: Double, _ y: Double) -> UInt32 {
    (surface.pixel(x: Int(x), y: Int(y)) ?? 0) & 0xFF_FFFF
  }

  static func luma(_ p: UInt32) -> Int {
    (Int((p >> 16) & 0xFF) * 3 + Int((p >> 8) & 0xFF) * 6 + Int(p & 0xFF)) / 10
  }

  /// Text pixels (clearly darker, or lighter, than `background`) in a rectangle.
  static func ink(_ surface: ImageSurface, _ r: Rect, background: UInt32) -> Int {
    var n = 0
    for y in Int(r.minY)..<Int(r.maxY) {
      for x in Int(r.minX)..<Int(r.maxX) {
        let p = (surface.pixel(x: x, y: y) ?? 0) & 0xFF_FFFF
        if abs(luma(p) - luma(background)) > 60 { n += 1 }
      }
    }
    return n
  }

  @Test func theTitleOnlyTabsShowOnTheFirstFrameWithoutALayoutCall() throws {
    let session = try Self.session("[{\"wait\": 0.05}]")
    try session.step()
    let surface = try session.render()
    let tabs = session.screen.collapsing.tabBar
    #expect(tabs.items.allSatisfy { $0.icon == nil })
    for i in 0..<3 {
      let item = try #require(session.screen.root.find("item.\(i)")).sceneFrame
      var label = item
      label.size.height -= 4  // above the underline
      #expect(Self.ink(surface, label, background: 0xFFFFFF) > 40, "item.\(i)")
    }
  }

  @Test func darkAndLightAreTheAppsOwnAndSwitchLive() throws {
    let session = try Self.session("[{\"wait\": 0.2}]")
    try session.step()
    let header = try #require(session.screen.root.find("header")).sceneFrame
    #expect(Self.color(try session.render(), 4, header.minY + 4) == 0xF3EDFD)
    session.screen.isDark = true
    try session.step()
    let dark = try session.render()
    #expect(Self.color(dark, 4, header.minY + 4) == 0x1E1530)
    let bar = try #require(session.screen.root.find("tabBar")).sceneFrame
    #expect(Self.color(dark, 4, bar.minY + 4) == 0x1C1C1E)
    let nav = try #require(session.screen.root.find("navBar")).sceneFrame
    #expect(Self.color(dark, 4, nav.midY) == 0x1C1C1E)
  }

  @Test func aTapOnTheQueueTabByNameTurnsTheCubeBelowThePinnedBar() throws {
    // Scroll the header part-way away, then tap the third tab by its node name.
    let session = try Self.session(
      """
      [{"drag": {"from": [195, 700], "to": [195, 640], "duration": 0.3, "release": "stop"}},
       {"tap": {"node": "item.2"}}, {"wait": 1.2}]
      """)
    var turned = false
    var chromeTop: UInt32?
    while !session.isFinished {
      try session.step()
      let progress = session.screen.collapsing.pager.progress
      guard progress > 0.2, progress < 1.8, progress != progress.rounded() else { continue }
      turned = true
      let surface = try session.render()
      let bar = try #require(session.screen.root.find("tabBar")).sceneFrame
      // The header and the pinned tab bar stay as they were: no face is drawn over them.
      let header = try #require(session.screen.root.find("header")).sceneFrame
      let sample = Self.color(surface, 6, max(header.minY, bar.minY - 6))
      if chromeTop == nil { chromeTop = sample }
      #expect(sample == chromeTop, "the header is not turned with the faces")
      // The two faces meet: along the hinge, below the bar, no black backdrop shows
      // between them (it shows only beyond their far edges, as inside a cube).
      let first = try #require(session.screen.root.find("page.0"))
      let second = try #require(session.screen.root.find("page.2"))
      // Faces seen nearly edge on (a few pixels) are left out: their pixels are all edge.
      guard !first.isHiddenInScene, !second.isHiddenInScene, first.sceneFrame.width > 8,
        second.sceneFrame.width > 8
      else { continue }
      let hinge = first.sceneFrame.maxX
      #expect(abs(hinge - second.sceneFrame.minX) < 0.5, "the faces share an edge")
      // (The hinge recedes as the cube turns, so it stops short of the screen's bottom.)
      for y in stride(from: bar.maxY + 30, to: 640, by: 40) {
        let inside = [
          hinge - min(2, first.sceneFrame.width / 3), hinge + min(2, second.sceneFrame.width / 3),
        ]
        for x in inside where x > 1 && x < 389 {
          #expect(Self.color(surface, x, y) != 0, "backdrop at the hinge, (\(x), \(y))")
        }
      }
    }
    #expect(turned)
    #expect(session.screen.collapsing.selectedIndex == 2)
  }

  @Test func theNavigationBarsButtonsActWhenTappedByName() throws {
    let session = try Self.session(
      """
      [{"tap": {"node": "navBar.trailing.0"}}, {"wait": 0.1},
       {"tap": {"node": "navBar.leading.0"}}, {"wait": 0.1}]
      """)
    while !session.isFinished { try session.step() }
    #expect(session.screen.isDark, "the trailing button switched to dark")
    #expect(session.screen.searches == 1)
    let more = try #require(session.screen.root.find("navBar.trailing.0"))
    #expect(more.semantics?.label == "Switch light or dark")
    let nav = try #require(session.screen.root.find("navBar")).sceneFrame
    #expect(Self.color(try session.render(), 4, nav.midY) == 0x1C1C1E)
  }

  @Test func theExecutableWritesItsPicturesIntoAFolderItMakes() throws {
    let session = try Self.session("[{\"wait\": 0.1}]")
    let folder =
      NSTemporaryDirectory() + "podcast-\(getpid())-\(UInt32.random(in: 0...UInt32.max))/a/b"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try session.step()
    try session.render().writePNG(path: folder + "/still.png")
    #expect(FileManager.default.fileExists(atPath: folder + "/still.png"))
  }
}
