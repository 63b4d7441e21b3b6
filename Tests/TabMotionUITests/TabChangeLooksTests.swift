import TabMotionCore
import TabMotionUI
import Testing

/// How tabs look while a change of items slides: a removed tab goes out where it was — no
/// longer in the selected colour, narrowing to its centre as it fades, on its own clock even
/// when another change follows — and an inserted tab's badge grows in with it rather than
/// showing at full size over its neighbours while the tab is still narrow.
@Suite("Tabs changing at runtime: how they look on the way")
struct TabChangeLooksTests {
  static func items(_ titles: [String], badges: [String: TabBadge] = [:]) -> [TabItem] {
    titles.map { TabItem(id: $0.lowercased(), title: $0, badge: badges[$0]) }
  }

  static func bar(_ titles: [String], selected: Int) throws -> TabBar {
    let bar = try TabBar(items: items(titles), style: .underline, selectedIndex: selected)
    bar.layout(
      frame: Rect(x: 0, y: 0, width: 390, height: 44), safeArea: .zero,
      direction: .leftToRight, isLandscape: false, at: 0)
    show(bar, at: 0)
    return bar
  }

  static func show(_ bar: TabBar, at time: Double) {
    bar.update(to: time)
    bar.layer.present(at: time)
  }

  /// Every layer under `layer` drawing `string`, in tree order.
  static func texts(_ string: String, in layer: Layer) -> [Layer] {
    var found: [Layer] = []
    if case .text(let text) = layer.content, text.string == string { found.append(layer) }
    for child in layer.children { found += texts(string, in: child) }
    return found
  }

  /// The item layer holding the one title `string` (its parent).
  static func item(_ string: String, in bar: TabBar) throws -> Layer {
    let titles = texts(string, in: bar.layer)
    try #require(titles.count == 1, "\(titles.count) titles \(string)")
    return try #require(titles[0].parent)
  }

  @Test func aRemovedSelectedTabGoesOutUnselectedNarrowingAndFading() throws {
    let bar = try Self.bar(["Home", "Inbox", "Search", "Profile"], selected: 1)
    let inbox = try Self.item("Inbox", in: bar)
    let title = Self.texts("Inbox", in: bar.layer)[0]
    let width = inbox.presentedFrame.width
    let centre = inbox.presentedFrame.midX
    try bar.setItems(Self.items(["Home", "Search", "Profile"]), animated: true, at: 1)
    var lastWidth = width
    var lastOpacity = 1.0
    var t = 1.0
    for _ in 0..<3 {
      t += 0.07
      Self.show(bar, at: t)
      guard case .text(let text) = title.content else {
        Issue.record("the leaving title lost its text")
        return
      }
      #expect(text.color == bar.appearance.itemColor)
      let frame = inbox.presentedFrame
      #expect(frame.width < lastWidth && abs(frame.midX - centre) < 1e-6, "\(frame)")
      #expect(inbox.opacity.presented < lastOpacity)
      lastWidth = frame.width
      lastOpacity = inbox.opacity.presented
    }
    // The tab that took over is the selected one.
    #expect(bar.selectedIndex == 1 && bar.items[1].id == "search")
    Self.show(bar, at: 2)
    #expect(Self.texts("Inbox", in: bar.layer).isEmpty)
  }

  @Test func aTabRemovedEarlierKeepsGoingOutThroughALaterChange() throws {
    let bar = try Self.bar(["Home", "Inbox", "Search", "Profile"], selected: 0)
    let inbox = try Self.item("Inbox", in: bar)
    try bar.setItems(Self.items(["Home", "Search", "Profile"]), animated: true, at: 1)
    Self.show(bar, at: 1.15)
    let halfway = inbox.opacity.presented
    #expect(halfway > 0.2 && halfway < 0.8)
    try bar.setItems(Self.items(["New", "Home", "Search", "Profile"]), animated: true, at: 1.15)
    var last = halfway
    var t = 1.15
    while t < 1.3 {
      t += 0.02
      Self.show(bar, at: t)
      #expect(inbox.opacity.presented <= last + 1e-12, "came back to \(inbox.opacity.presented)")
      last = inbox.opacity.presented
    }
    #expect(Self.texts("Inbox", in: bar.layer).isEmpty || inbox.opacity.presented == 0)
  }

  @Test func anInsertedTabsBadgeGrowsInWithIt() throws {
    let bar = try Self.bar(["Home", "Inbox", "Search"], selected: 0)
    try bar.setItems(
      Self.items(["Home", "Alerts", "Inbox", "Search"], badges: ["Alerts": .count(7)]),
      animated: true, at: 1)
    Self.show(bar, at: 1 + 1.0 / 60)
    let badge = try #require(bar.layer.find(bar.names.badge(1)))
    #expect(badge.opacity.presented < 0.2, "at \(badge.opacity.presented) already")
    Self.show(bar, at: 2)
    #expect(badge.opacity.presented == 1)
    // Where a screen's first tabs come from their data source, at once.
    var first = Self.items(["Home", "Alerts"])
    first[1].badge = .count(2)
    let fresh = try TabBar(items: first, style: .underline)
    fresh.layout(
      frame: Rect(x: 0, y: 0, width: 390, height: 44), safeArea: .zero,
      direction: .leftToRight, isLandscape: false, at: 0)
    Self.show(fresh, at: 0)
    #expect(try #require(fresh.layer.find(fresh.names.badge(1))).opacity.presented == 1)
  }
}
