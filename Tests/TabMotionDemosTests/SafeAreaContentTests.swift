import TabMotionTestSupport
import Testing

@testable import TabMotionCore
@testable import TabMotionDemos
@testable import TabMotionUI

/// Landscape (844 × 390, 47 pt of safe area at the left and right): the demos keep page
/// content — rows' icons and texts, page titles, the collapsing header's text — inside the
/// safe area, as their tab bars do, while row backgrounds, page headers and the collapsing
/// header still run edge to edge. Portrait keeps its old numbers. Read off the layer tree
/// (rows are not trace nodes), after `present`, in scene coordinates.
@Suite("Landscape content inside the safe area")
struct SafeAreaContentTests {
  static let landscape = Size(844, 390)
  static let portrait = Size(390, 844)
  /// Frames are sums of a few exact values; this only absorbs rounding.
  static let eps = 1e-9

  /// The demos whose pages are row lists.
  enum Subject: String, CaseIterable, Sendable {
    case arrow, curved, collapsing, styles, scroll
  }

  static func make(
    _ subject: Subject, _ size: Size, _ direction: LayoutDirection = .leftToRight
  ) throws -> any Demo {
    let environment = ScreenEnvironment(size: size, scale: 1, direction: direction)
    let demo: any Demo =
      switch subject {
      case .arrow: try ArrowDemo(environment: environment)
      case .curved: try CurvedDemo(environment: environment)
      case .collapsing: try CollapsingDemo(environment: environment)
      case .styles: try TabStylesDemo(environment: environment)
      case .scroll: try ScrollDemo(environment: environment)
      }
    demo.update(to: 0)
    demo.root.present(at: 0)
    return demo
  }

  static func pager(of demo: any Demo) -> Pager? {
    switch demo {
    case let d as ArrowDemo: d.pager
    case let d as CurvedDemo: d.pager
    case let d as CollapsingDemo: d.screen.pager
    case let d as TabStylesDemo: d.pager
    default: nil
    }
  }

  /// Every row list on screen with its page's root layer (the list itself for the scroll
  /// demo, whose list is the page).
  static func lists(of demo: any Demo) -> [(list: RowList, page: Layer)] {
    if let d = demo as? ScrollDemo { return [(d.list, d.list.container)] }
    guard let pager = pager(of: demo) else { return [] }
    return (0..<pager.pageCount).compactMap { i in
      guard let page = pager.page(i), !page.layer.isHiddenInScene else { return nil }
      switch page {
      case let p as ScrollingPage: return (p.list, p.layer)
      case let p as RowListPage: return (p.list, p.layer)
      default: return nil
      }
    }
  }

  /// Checks every live row of every list on screen: full-width background, content inside
  /// [page.minX + left, page.maxX − right], the icon and the value 16 pt inside the leading
  /// and trailing safe edges. Returns the number of rows checked.
  @discardableResult
  static func checkRows(
    of demo: any Demo, left: Double, right: Double, isRightToLeft rtl: Bool,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    var checked = 0
    let lists = lists(of: demo)
    #expect(!lists.isEmpty, "no list on screen \(comment())", sourceLocation: sourceLocation)
    for (list, pageLayer) in lists {
      let page = pageLayer.sceneFrame
      let lo = page.minX + left
      let hi = page.maxX - right
      for row in list.liveRows where !row.layer.isHiddenInScene {
        let f = row.layer.sceneFrame
        #expect(
          abs(f.minX - page.minX) < eps && abs(f.maxX - page.maxX) < eps,
          "row \(row.index) background \(f) on page \(page) \(comment())",
          sourceLocation: sourceLocation)
        for part in row.contentLayers {
          let p = part.sceneFrame
          #expect(
            p.minX >= lo - eps && p.maxX <= hi + eps,
            "row \(row.index) part \(p) outside \(lo)…\(hi) \(comment())",
            sourceLocation: sourceLocation)
        }
        let icon = row.icon.sceneFrame
        let value = row.value.sceneFrame
        let leading = rtl ? hi - icon.maxX : icon.minX - lo
        let trailing = rtl ? value.minX - lo : hi - value.maxX
        #expect(
          abs(leading - 16) < eps && abs(trailing - 16) < eps,
          "row \(row.index): icon \(icon), value \(value) \(comment())",
          sourceLocation: sourceLocation)
        checked += 1
      }
    }
    return checked
  }

  // MARK: Rows

  @Test(arguments: Subject.allCases, [LayoutDirection.leftToRight, .rightToLeft])
  func landscapeRowsKeepTheirContentInsideTheSafeArea(
    subject: Subject, direction: LayoutDirection
  ) throws {
    let demo = try Self.make(subject, Self.landscape, direction)
    let safe = ScreenEnvironment.phoneSafeArea(for: Self.landscape)
    #expect(safe.left == 47 && safe.right == 47)
    let rows = Self.checkRows(
      of: demo, left: safe.left, right: safe.right, isRightToLeft: direction == .rightToLeft)
    // The style demo's pages are a short strip between its bars in landscape: one row.
    #expect(rows >= (subject == .styles ? 1 : 3), "\(subject)")
  }

  /// Portrait has no side insets: rows are laid out exactly as before (icon at 16, texts at
  /// 64, values ending 16 pt from the right edge).
  @Test(arguments: Subject.allCases)
  func portraitRowsAreUnchanged(subject: Subject) throws {
    let demo = try Self.make(subject, Self.portrait)
    #expect(Self.checkRows(of: demo, left: 0, right: 0, isRightToLeft: false) >= 3)
    for (list, _) in Self.lists(of: demo) {
      for row in list.liveRows where !row.layer.isHiddenInScene {
        #expect(row.icon.sceneFrame.minX == 16 && row.title.sceneFrame.minX == 64)
        #expect(row.value.sceneFrame.maxX == 374 && row.layer.sceneFrame.width == 390)
      }
    }
  }

  // MARK: Titles and headers

  /// The scrolling pages' coloured header spans the page; its title starts 20 pt inside the
  /// leading safe edge (and ends 20 pt inside the trailing one).
  @Test(arguments: [Subject.arrow, .curved, .styles], [Size(844, 390), Size(390, 844)])
  func pageHeadersFillThePageAndTheirTitlesStayInside(subject: Subject, size: Size) throws {
    let demo = try Self.make(subject, size)
    let safe = ScreenEnvironment.phoneSafeArea(for: size)
    let pager = try #require(Self.pager(of: demo))
    let page = try #require(pager.page(pager.selectedIndex) as? ScrollingPage)
    let frame = page.layer.sceneFrame
    #expect(page.header.sceneFrame.minX == frame.minX && page.header.sceneFrame.maxX == frame.maxX)
    let title = page.title.sceneFrame
    #expect(abs(title.minX - (frame.minX + safe.left + 20)) < Self.eps)
    #expect(abs(title.maxX - (frame.maxX - safe.right - 20)) < Self.eps)
  }

  /// The collapsing header's colour runs edge to edge; "Prices", the caption, the value and
  /// today's change stay 20 pt inside the safe area, mirrored for right-to-left.
  @Test(arguments: [Size(844, 390), Size(390, 844)], [LayoutDirection.leftToRight, .rightToLeft])
  func theCollapsingHeaderKeepsItsTextInside(size: Size, direction: LayoutDirection) throws {
    let demo = try #require(try Self.make(.collapsing, size, direction) as? CollapsingDemo)
    let safe = ScreenEnvironment.phoneSafeArea(for: size)
    let header = demo.screen.header.sceneFrame
    #expect(header.minX == 0 && header.maxX == size.width)
    let texts = demo.screen.headerContent.children.filter {
      if case .text = $0.content { return true }
      return false
    }
    #expect(texts.count == 4)
    let lo = safe.left + 20
    let hi = size.width - safe.right - 20
    for text in texts {
      let f = text.sceneFrame
      #expect(f.minX >= lo - Self.eps && f.maxX <= hi + Self.eps, "\(f) outside \(lo)…\(hi)")
    }
    // The title spans the band: its leading edge is where the alignment puts the text.
    let title = texts[0].sceneFrame
    #expect(abs(title.minX - lo) < Self.eps && abs(title.maxX - hi) < Self.eps)
    // The value sits on the leading side, the change on the trailing side.
    let value = texts[2].sceneFrame
    let change = texts[3].sceneFrame
    if direction == .rightToLeft {
      #expect(abs(value.maxX - hi) < Self.eps && abs(change.minX - lo) < Self.eps)
    } else {
      #expect(abs(value.minX - lo) < Self.eps && abs(change.maxX - hi) < Self.eps)
    }
  }

  /// Nothing a user reads sits under the notch: every visible, non-empty text layer on screen
  /// in every demo lies inside the horizontal safe area.
  @Test(arguments: DemoRegistry.names, [LayoutDirection.leftToRight, .rightToLeft])
  func noVisibleTextUnderTheNotch(name: String, direction: LayoutDirection) throws {
    let type = try #require(DemoRegistry.demo(named: name))
    let environment = ScreenEnvironment(size: Self.landscape, scale: 1, direction: direction)
    let demo = try type.init(environment: environment)
    demo.update(to: 0)
    demo.root.present(at: 0)
    let screen = Rect(origin: .zero, size: Self.landscape)
    var checked = 0
    func visit(_ layer: Layer) {
      guard !layer.isHidden, layer.opacity.presented > 0 else { return }
      if case .text(let text) = layer.content, !text.string.isEmpty {
        let f = layer.sceneFrame
        if f.intersects(screen) {
          #expect(
            f.minX >= 47 - Self.eps && f.maxX <= 844 - 47 + Self.eps,
            "\(name): \"\(text.string)\" at \(f)")
          checked += 1
        }
      }
      for child in layer.children { visit(child) }
    }
    visit(demo.root)
    #expect(checked > 0)
  }

  // MARK: Rotation

  /// Rotating to landscape while the pages still settle from a swipe (and back while they
  /// settle from the next) re-lays every page out at once: from the frame of the resize on,
  /// each page's rows keep their content inside that page's safe band, and the swipe lands.
  @Test(arguments: [Subject.arrow, .curved, .collapsing])
  func rotationMidSwipeRelaysThePagesOutAtOnce(subject: Subject) throws {
    let script = GestureScript(
      steps: [
        .wait(0.1),
        .drag(
          from: .point(Point(300, 400)), to: .point(Point(120, 400)), duration: 0.2, release: .fling
        ),
        .wait(0.05),
        .resize(Self.landscape),
        .wait(0.6),
        .drag(
          from: .point(Point(600, 250)), to: .point(Point(300, 250)), duration: 0.2, release: .fling
        ),
        .wait(0.05),
        .resize(Self.portrait),
        .wait(0.6),
      ])
    let environment = TraceRun.environment(for: script)
    let demo = try Self.make(subject, script.viewport)
    var player = ScriptPlayer(script: script, environment: environment)
    var midSwipeFrames = 0
    while !player.isFinished {
      try player.step(demo)
      let size = player.environment.size
      let safe = ScreenEnvironment.phoneSafeArea(for: size)
      let progress = demo.paging?.progress ?? 0
      let moving = progress != progress.rounded()
      if moving && size.isLandscape { midSwipeFrames += 1 }
      Self.checkRows(
        of: demo, left: safe.left, right: safe.right, isRightToLeft: false,
        "\(subject) at t = \(player.time) in \(size)")
    }
    // The first rotation did land mid-swipe, and both swipes completed.
    #expect(midSwipeFrames > 0)
    #expect(demo.tabSelection?.selectedIndex == 2 && demo.paging?.progress == 2)
  }
}
