import TabMotionCore
import TabMotionUI
import Testing

/// Tab badges through the public API: what they show, where they sit (left to right and
/// mirrored), how they come and go, and how a screen reader hears them.
@Suite("Tab badges")
struct TabBadgeTests {
  static let icon = TabIcon(path: .circle(center: Point(0.5, 0.5), radius: 0.4))
  static let items = ["Home", "Inbox", "Search", "Profile"].map {
    TabItem(id: $0.lowercased(), title: $0, icon: icon)
  }

  static func bar(
    style: TabIndicatorStyle = .arrow, items: [TabItem] = items,
    direction: LayoutDirection = .leftToRight
  ) throws -> TabBar {
    let bar = try TabBar(items: items, style: style)
    bar.layout(
      frame: Rect(x: 0, y: 700, width: 390, height: 84), safeArea: .zero, direction: direction,
      isLandscape: false, at: 0)
    show(bar, at: 0)
    return bar
  }

  static func show(_ bar: TabBar, at time: Double) {
    bar.update(to: time)
    bar.layer.present(at: time)
  }

  static func badgeLayer(_ bar: TabBar, _ i: Int) throws -> Layer {
    try #require(bar.layer.find(bar.names.badge(i)))
  }

  @Test(
    "Counts, dots and texts read as the appearance says; 99+ past the maximum",
    arguments: [
      (TabBadge.count(5), "5"), (.count(99), "99"), (.count(100), "99+"),
      (.count(1_000_000), "99+"), (.dot, ""), (.text("new"), "new"),
    ])
  func displayText(badge: TabBadge, text: String) {
    #expect(badge.displayText(TabBadgeAppearance()) == text)
  }

  @Test("A count of 0 or an empty text shows no badge; a larger maximum shows more")
  func noBadgeAndMaximum() {
    #expect(TabBadge.count(0).displayText(TabBadgeAppearance()) == nil)
    #expect(TabBadge.count(-3).displayText(TabBadgeAppearance()) == nil)
    #expect(TabBadge.text("").displayText(TabBadgeAppearance()) == nil)
    #expect(TabBadge.count(1_500).displayText(TabBadgeAppearance(maximumCount: 999)) == "999+")
    #expect(TabBadge.count(3).accessibilityValue(TabBadgeAppearance()) == "3 new")
    #expect(TabBadge.dot.accessibilityValue(TabBadgeAppearance()) == "new")
  }

  @Test("Badges from the items show on every bar style, trace node badge.N with text")
  func everyStyle() throws {
    var items = Self.items
    items[1].badge = .count(3)
    items[2].badge = .count(250)
    items[3].badge = .dot
    for style in [TabIndicatorStyle.arrow, .curve, .pill, .underline] {
      let bar = try Self.bar(style: style, items: items)
      #expect(try Self.badgeLayer(bar, 0).isHiddenInScene, "\(style)")
      #expect(try Self.badgeLayer(bar, 0).traceFields.first?.1 == .string(""))
      for (i, text) in [(1, "3"), (2, "99+"), (3, "")] {
        let layer = try Self.badgeLayer(bar, i)
        #expect(!layer.isHiddenInScene, "\(style) \(i)")
        #expect(layer.traceFields.contains { $0.0 == "text" && $0.1 == .string(text) })
        #expect(bar.badgeText(at: i) == text)
        // The badge sits in its item's column, over the bar's top part.
        let item = try #require(bar.layer.find(bar.names.item(i))).sceneFrame
        let f = layer.sceneFrame
        #expect(f.midX > item.minX && f.midX < item.maxX + f.width / 2, "\(style) \(i)")
        #expect(f.minY >= item.minY && f.maxY < item.midY + 4, "\(style) \(i) \(f) \(item)")
      }
      let dot = try Self.badgeLayer(bar, 3).sceneFrame
      #expect(dot.width == 8 && dot.height == 8)
      // A long count is wider than a short one, but never wider than "99+".
      let one = try Self.badgeLayer(bar, 1).sceneFrame
      let capped = try Self.badgeLayer(bar, 2).sceneFrame
      #expect(one.width == 18)
      #expect(capped.width > one.width && capped.width < 45)
    }
  }

  @Test(
    "Right to left, every badge is the left-to-right one mirrored",
    arguments: [
      TabIndicatorStyle.arrow, .curve, .pill, .underline,
    ])
  func mirrored(style: TabIndicatorStyle) throws {
    var items = Self.items
    items[0].badge = .count(7)
    items[1].badge = .count(1_234)
    items[2].badge = .dot
    items[3].badge = .text("new")
    let ltr = try Self.bar(style: style, items: items)
    let rtl = try Self.bar(style: style, items: items, direction: .rightToLeft)
    for i in 0..<4 {
      // Item i sits mirrored, and so does its badge — but a selected pill item is wider, so
      // compare each badge with its own item's mirrored frame.
      let a = try Self.badgeLayer(ltr, i).sceneFrame
      let b = try Self.badgeLayer(rtl, i).sceneFrame
      let itemA = try #require(ltr.layer.find(ltr.names.item(i))).sceneFrame
      let itemB = try #require(rtl.layer.find(rtl.names.item(i))).sceneFrame
      #expect(abs((a.minX - itemA.minX) - (itemB.maxX - b.maxX)) < 1e-6, "item \(i)")
      #expect(a.minY == b.minY && abs(a.width - b.width) < 1e-6, "\(a) \(b)")
      #expect(a.minX >= itemA.minX - 1e-6 && a.maxX <= itemA.maxX + 1e-6)
      // Trailing side: right of the item's centre left to right, left of it right to left
      // (the selected pill's icon moves to its leading side to make room for the title).
      if !(style == .pill && i == 0) {
        #expect(a.midX > itemA.midX && b.midX < itemB.midX)
      }
    }
  }

  @Test("A badge set live grows and fades in; removed, it fades out and hides")
  func animatedInAndOut() throws {
    let bar = try Self.bar()
    let layer = try Self.badgeLayer(bar, 1)
    #expect(layer.isHiddenInScene)
    bar.setBadge(.count(3), forItemAt: 1, at: 1)
    Self.show(bar, at: 1.08)
    #expect(!layer.isHiddenInScene)
    #expect(layer.opacity.presented > 0 && layer.opacity.presented < 1)
    #expect(layer.sceneFrame.width < 18)  // still growing
    Self.show(bar, at: 2)
    #expect(layer.opacity.presented == 1)
    #expect(layer.sceneFrame.width == 18)
    #expect(bar.badge(at: 1) == .count(3))
    // A new count replaces the text; the badge stays.
    bar.setBadge(.count(12), forItemAt: 1, at: 2)
    Self.show(bar, at: 2.01)
    #expect(bar.badgeText(at: 1) == "12")
    #expect(layer.opacity.presented == 1)
    bar.setBadge(nil, forItemAt: 1, at: 3)
    Self.show(bar, at: 3.1)
    #expect(!layer.isHiddenInScene)
    #expect(layer.opacity.presented < 1)
    Self.show(bar, at: 3.5)
    #expect(layer.isHiddenInScene)
    #expect(bar.badgeText(at: 1) == nil)
  }

  @Test("With reduced motion a badge only fades: its size never changes")
  func reducedMotionFades() throws {
    let bar = try Self.bar()
    bar.reducedMotion = true
    let layer = try Self.badgeLayer(bar, 2)
    bar.setBadge(.count(5), forItemAt: 2, at: 0)
    for t in stride(from: 0.02, through: 0.3, by: 0.04) {
      Self.show(bar, at: t)
      #expect(layer.sceneFrame.width == 18, "t = \(t)")
    }
    #expect(layer.opacity.presented == 1)
  }

  @Test("The badge is part of the tab's announcement")
  func accessibility() throws {
    var items = Self.items
    items[1].badge = .count(3)
    let bar = try Self.bar(items: items)
    let inbox = try #require(bar.layer.find(bar.names.item(1)))
    #expect(inbox.semantics?.announcement == "Inbox, tab, 2 of 4, 3 new")
    bar.setBadge(.dot, forItemAt: 1, at: 0)
    #expect(inbox.semantics?.announcement == "Inbox, tab, 2 of 4, new")
    bar.select(1, animated: false, at: 0)
    #expect(inbox.semantics?.announcement == "Inbox, tab, 2 of 4, new, selected")
    bar.setBadge(nil, forItemAt: 1, at: 0)
    #expect(inbox.semantics?.announcement == "Inbox, tab, 2 of 4, selected")
  }

  @Test("New items from the data source bring their badges; a changed badge animates")
  func fromItems() throws {
    let bar = try Self.bar()
    var items = Self.items
    items[2].badge = .text("new")
    try bar.setItems(items, at: 1)
    Self.show(bar, at: 1.05)
    let layer = try Self.badgeLayer(bar, 2)
    #expect(!layer.isHiddenInScene)
    #expect(layer.opacity.presented < 1)
    #expect(bar.badgeText(at: 2) == "new")
    Self.show(bar, at: 2)
    #expect(layer.opacity.presented == 1)
  }

  @Test("A new tab brings its badge: at once when set, growing in with it when it slides in")
  func newTabsBringTheirBadges() throws {
    let bar = try Self.bar()
    var items = Self.items
    items.append(TabItem(id: "alerts", title: "Alerts", icon: Self.icon, badge: .count(7)))
    items[1].badge = .dot
    try bar.setItems(items, animated: true, at: 1)
    Self.show(bar, at: 1)
    let added = try Self.badgeLayer(bar, 4)
    #expect(!added.isHiddenInScene)
    #expect(added.opacity.presented < 1)
    #expect(bar.badgeText(at: 4) == "7")
    // A tab that stays animates its changed badge.
    #expect(try Self.badgeLayer(bar, 1).opacity.presented < 1)
    Self.show(bar, at: 2)
    #expect(added.opacity.presented == 1)
    // Set without animation, the new tab is there at once, its badge too.
    items.append(TabItem(id: "saved", title: "Saved", icon: Self.icon, badge: .count(2)))
    try bar.setItems(items, animated: false, at: 2)
    Self.show(bar, at: 2)
    #expect(try Self.badgeLayer(bar, 5).opacity.presented == 1)
  }
}

/// The wave bar's labels: a title under each icon when the appearance asks for titles.
@Suite("Curved bar labels")
struct CurvedLabelTests {
  static func bar(labels: Bool, direction: LayoutDirection = .leftToRight) throws -> TabBar {
    var look = TabBarAppearance.standard(for: .curve)
    look.showsTitles = labels
    var names = TabBarNames()
    names.titlePrefix = "label."
    let bar = try TabBar(
      items: TabBadgeTests.items, style: .curve, appearance: look, names: names)
    bar.layout(
      frame: Rect(x: 0, y: 0, width: 390, height: 90), safeArea: .zero, direction: direction,
      isLandscape: false, at: 0)
    bar.update(to: 0)
    bar.layer.present(at: 0)
    return bar
  }

  @Test("With labels every icon has its title under it; the dip and circle stay")
  func labelsUnderIcons() throws {
    let bar = try Self.bar(labels: true)
    #expect(bar.itemLook == .iconAndTitle)
    for i in 0..<4 {
      let label = try #require(bar.layer.find("label.\(i)"))
      let item = try #require(bar.layer.find(bar.names.item(i))).sceneFrame
      #expect(!label.isHiddenInScene)
      // Under the icon, in the item's lower part, centred on the item.
      #expect(label.sceneFrame.minY > item.minY + 26)
      #expect(abs(label.sceneFrame.midX - item.midX) < 1e-6)
    }
    let bubble = try #require(bar.layer.find(bar.names.bubble))
    #expect(!bubble.isHiddenInScene)
    #expect(bar.indicator.barTraceFields(origin: .zero).contains { $0.0 == "dipX" })
  }

  @Test("Without labels (the default) the icons stand alone")
  func noLabelsByDefault() throws {
    let bar = try Self.bar(labels: false)
    #expect(bar.itemLook == .iconOnly)
    #expect(try #require(bar.layer.find("label.1")).isHiddenInScene)
  }
}
