import TabMotionCore

/// The layers of one tab: a container named `item.N` (with tab semantics), its icon, its
/// highlighted icon and its title, laid out for the bar's item look. Created once per item
/// and reused; only a highlight or selection change redraws anything.
///
/// In the expanding look the highlighted icon and the title live in `selectedContent`, a copy
/// of the item's frame that the indicator shows through itself (the pill): whatever part of a
/// tab it covers is drawn selected (white on the colour), the rest as usual — so nothing
/// straddles the pill's edge half white, half tinted, wherever it is between two tabs.
final class TabItemView {
  let layer = Layer()
  let icon = Layer()
  let highlightedIcon = Layer()
  let title = Layer()
  /// Expanding look: the selected appearance (highlighted icon, title), drawn inside the
  /// indicator.
  let selectedContent = Layer()
  /// The badge, shown in the bar's badge row (over the indicator) at this item's corner.
  let badge = TabBadgeView()
  private(set) var item: TabItem
  /// The title's measured width, points.
  private(set) var titleWidth = 0.0
  private let look: TabItemLook
  /// The bar's appearance; a new one takes effect at the next `configure`.
  var appearance: TabBarAppearance
  private var isHighlighted = false

  /// Space between the pill's edge and the item frame, and inside the pill, points.
  static let pillInset = 4.0
  static let pillPadding = 12.0
  static let pillGap = 8.0

  /// The height of a title under an icon: a line of the title font (12 points for the
  /// standard 10-point labels).
  static func titleLineHeight(_ appearance: TabBarAppearance) -> Double {
    max(12, (appearance.titleFont.size * 1.2).rounded(.up))
  }

  /// The least content height that holds an icon over its title, with room for an
  /// indicator under the title (an underline): 2 points above the icon, 2 between, 6 under.
  static func iconAndTitleHeight(_ appearance: TabBarAppearance) -> Double {
    appearance.iconSize + titleLineHeight(appearance) + 10
  }

  init(item: TabItem, look: TabItemLook, appearance: TabBarAppearance) {
    self.item = item
    self.look = look
    self.appearance = appearance
    // The item's whole column is what a touch lands on (the bar's recogniser, above it, acts
    // on it): a held or hovered tab shows as one, like any control.
    layer.hitTestBehavior = .opaque
    layer.addChild(icon)
    if look == .expanding {
      selectedContent.addChild(highlightedIcon)
      selectedContent.addChild(title)
      selectedContent.clipsToBounds = true
      title.opacity.set(0)
      layer.clipsToBounds = true
    } else {
      layer.addChild(highlightedIcon)
      layer.addChild(title)
      highlightedIcon.opacity.set(0)
    }
    title.isHidden = !showsTitle
    // A bar of titles has no icons.
    icon.isHidden = look == .titleOnly
    highlightedIcon.isHidden = look != .expanding
  }

  /// The look draws icons and this item has one.
  private var showsIcon: Bool { look != .titleOnly && item.icon != nil }
  /// A title shown without an icon: a badge goes beside its end rather than on an icon.
  private var isTitleAlone: Bool {
    look == .titleOnly || (look == .iconAndTitle && showsTitle && !showsIcon)
  }
  /// The room a badge beside a lone title takes after it (its width and the gap), points.
  private var badgeRoom: Double {
    guard isTitleAlone, let width = badge.shownWidth else { return 0 }
    return width + TabBadgeView.titleGap
  }

  private var showsTitle: Bool {
    switch look {
    case .iconAndTitle: appearance.showsTitles
    case .iconOnly: false
    case .expanding, .titleOnly: true
    }
  }

  /// New content for the item; measures the title.
  func configure(_ item: TabItem, measurer: any TextMeasuring) {
    self.item = item
    if showsTitle {
      let plain = measurer.measure(item.title, font: appearance.titleFont).width
      let selected = appearance.selectedTitleFont.map {
        measurer.measure(item.title, font: $0).width
      }
      titleWidth = max(plain, selected ?? 0)
    } else {
      titleWidth = 0
    }
    title.isHidden = !showsTitle
    highlightedIcon.content = item.highlightedIcon?.content(appearance.selectedColor) ?? .none
    icon.isHidden = !showsIcon
    applyHighlight()
  }

  /// Names the layer and sets its semantics ("Home, tab, 1 of 4, selected").
  func setIndex(_ index: Int, count: Int, selected: Bool, names: TabBarNames) {
    layer.name = names.item(index)
    badge.layer.name = names.badge(index)
    title.name = names.title(index)
    icon.name = names.icon(index)
    setSelected(selected, index: index, count: count)
  }

  func setSelected(_ selected: Bool, index: Int, count: Int) {
    position = (index, count)
    let focused = layer.semantics?.isFocused ?? false
    layer.semantics = Semantics(
      label: item.accessibilityLabel, role: .tab, position: (index + 1, count),
      isSelected: selected, value: badgeValue)
    layer.semantics?.isFocused = focused
    layer.setTraceField("selected", .bool(selected))
  }

  /// The badge's words for a screen reader, as the bar's badge appearance reads them.
  var badgeValue: String?
  private var position = (0, 1)

  /// Changes what the badge adds to the item's announcement.
  func setBadgeValue(_ value: String?, selected: Bool) {
    badgeValue = value
    setSelected(selected, index: position.0, count: position.1)
  }

  /// The badge's corner in the item's own coordinates: the icon's (or a title-only item's
  /// title's) top corner on the trailing side.
  private(set) var badgeAnchor = Point(0, 0)

  /// Colours for the item under the indicator (icon-and-title and title looks); the
  /// expanding look blends by weight in `place`.
  func setHighlighted(_ highlighted: Bool) {
    guard highlighted != isHighlighted else { return }
    isHighlighted = highlighted
    applyHighlight()
  }

  private func applyHighlight() {
    let color: Color
    switch look {
    case .iconAndTitle, .titleOnly:
      color = isHighlighted ? appearance.selectedColor : appearance.itemColor
    case .iconOnly: color = appearance.itemColor
    case .expanding: color = item.tint
    }
    icon.content = item.icon?.content(color) ?? .none
    let titleColor = look == .expanding ? appearance.selectedColor : color
    let selected = isHighlighted || look == .expanding
    let font =
      selected ? appearance.selectedTitleFont ?? appearance.titleFont : appearance.titleFont
    title.content = .text(.init(item.title, font: font, color: titleColor, alignment: .center))
  }

  /// The smallest width the item needs (content and padding), and how much an expanding item
  /// widens when selected, points.
  var widths: (minimum: Double, expansion: Double) {
    let s = appearance.iconSize
    let pad = appearance.itemPadding
    switch look {
    case .iconAndTitle:
      return (max(showsIcon ? s : 0, showsTitle ? titleWidth + badgeRoom : 0) + 2 * pad, 0)
    case .iconOnly: return (s + 2 * pad, 0)
    case .titleOnly: return (titleWidth + badgeRoom + 2 * pad, 0)
    case .expanding:
      let expanded =
        2 * (Self.pillInset + Self.pillPadding) + s + Self.pillGap + titleWidth
      return (s + 2 * pad, max(0, expanded - (s + 2 * pad)))
    }
  }

  /// Lays the layers out in `frame` (track coordinates); `weight` is how selected the item is
  /// (1 on it, 0 one item away), which the expanding look blends by. Without `revealsTitle`
  /// its title may only fade (a tap's pill passing over other tabs does not flash titles).
  /// `settledWidth` is the width the item comes to rest at (nil: the frame's), while the
  /// bar's items change and the frame is on its way there.
  func place(
    in frame: Rect, weight: Double, isRightToLeft rtl: Bool, revealsTitle: Bool = true,
    settledWidth: Double? = nil
  ) {
    if layer.frame.model != frame { layer.setFrame(frame) }
    if look == .expanding && selectedContent.frame.model != frame {
      selectedContent.setFrame(frame)
    }
    let w = frame.width
    let h = frame.height
    let s = appearance.iconSize
    var iconFrame = Rect(x: (w - s) / 2, y: (h - s) / 2, width: s, height: s)
    /// Where a badge's anchor goes instead of the icon's corner (the pill's title).
    var badgeCorner: Point?
    // A centred title is set at the width the item rests at, not the width it has on the way
    // there: a tab inserted grows from nothing, and a title set at each in-between width
    // would be cut short with an ellipsis ("Ne…") until the very end. Set once at its settled
    // width, it is shown whole as soon as there is room, the item clipping what does not fit
    // yet; a title too long for the settled width is cut short as it is at rest.
    let textWidth = settledWidth ?? w
    let textX = (w - textWidth) / 2
    switch look {
    case .iconAndTitle:
      if showsTitle && !showsIcon {
        // A title-only tab in a bar of icons and titles: the title stands alone, centred.
        setFrame(title, loneTitleFrame(w, textWidth, height: h - 2, rtl))
      } else if showsTitle {
        let titleHeight = Self.titleLineHeight(appearance)
        iconFrame.origin.y = max(2, (h - s - titleHeight - 2) / 2)
        setFrame(
          title, Rect(x: textX, y: iconFrame.maxY + 2, width: textWidth, height: titleHeight))
      }
    case .iconOnly: break
    case .titleOnly:
      setFrame(title, loneTitleFrame(w, textWidth, height: h - 2, rtl))
    case .expanding:
      // Icon and title are centred in the pill; an equal bar's pill is sized for the widest
      // title, so a shorter one has room to spare.
      let content = s + Self.pillGap + titleWidth
      let inner = max(Self.pillInset + Self.pillPadding, (w - content) / 2)
      let expandedX = rtl ? w - inner - s : inner
      iconFrame.origin.x = iconFrame.minX + (expandedX - iconFrame.minX) * weight
      let titleX = rtl ? iconFrame.minX - Self.pillGap - titleWidth : iconFrame.maxX + Self.pillGap
      setFrame(title, Rect(x: titleX, y: 0, width: titleWidth, height: h))
      // The badge rides from the icon's corner to the end of the title and up to the pill's
      // top edge as the item widens: on the icon it would cover the start of the title the
      // selected pill shows, and at the title's height its end.
      let iconCorner = rtl ? iconFrame.minX : iconFrame.maxX
      let titleEnd = rtl ? titleX : titleX + titleWidth
      let pillTop = (h - min(h - 12, 40)) / 2
      badgeCorner = Point(
        iconCorner + (titleEnd - iconCorner) * weight,
        iconFrame.minY + (pillTop - iconFrame.minY) * weight)
      // Half way between two items neither title fits its half-widened item: titles show only
      // over the last half of the widening, and the item clips what does not fit yet.
      let titleOpacity = min(1, max(0, 2 * weight - 1))
      setOpacity(title, revealsTitle ? titleOpacity : min(titleOpacity, title.opacity.model))
    }
    setFrame(icon, iconFrame)
    setFrame(highlightedIcon, iconFrame)
    // An expanding item always clips; the others only while their title is set wider than
    // the item.
    let clips = look == .expanding || (showsTitle && textWidth > w)
    if layer.clipsToBounds != clips { layer.clipsToBounds = clips }
    let titleAlone = isTitleAlone
    if titleAlone {
      let textHeight = appearance.titleFont.size * 1.2
      let top = max(0, (h - 2 - textHeight) / 2)
      // Beside the end of the title as drawn (centred in its frame, cut short if need be).
      let t = title.frame.model
      let half = min(t.width, titleWidth) / 2
      badgeAnchor = Point(rtl ? t.midX - half : t.midX + half, top)
    } else {
      badgeAnchor = badgeCorner ?? Point(rtl ? iconFrame.minX : iconFrame.maxX, iconFrame.minY)
    }
    badge.place(
      anchor: Point(frame.minX + badgeAnchor.x, frame.minY + badgeAnchor.y), isRightToLeft: rtl,
      beside: titleAlone, limits: frame)
  }

  /// How the title is drawn (its width, and the room a badge beside a lone title takes).
  var titleMetrics: TabTitleMetrics {
    TabTitleMetrics(
      width: showsTitle ? titleWidth : 0, badgeRoom: badgeRoom,
      margin: min(4, appearance.itemPadding))
  }

  /// A lone title's frame in an item `w` wide whose title is set at `textWidth` (the width the
  /// item rests at): centred, or beside a badge centred with it and cut short (an ellipsis)
  /// where both do not fit, so the badge never covers its letters.
  private func loneTitleFrame(_ w: Double, _ textWidth: Double, height: Double, _ rtl: Bool) -> Rect
  {
    let span = titleMetrics.span(itemWidth: w, textWidth: textWidth, isRightToLeft: rtl)
    return Rect(x: span.x, y: 0, width: span.width, height: height)
  }

  /// Hides both icons while a copy of the icon is elsewhere (ColorMatch's dropping icons).
  func setIconsHidden(_ hidden: Bool) {
    icon.isHidden = hidden || !showsIcon
    highlightedIcon.isHidden = hidden || look != .expanding
  }

  private func setFrame(_ l: Layer, _ r: Rect) {
    if l.frame.model != r { l.setFrame(r) }
  }

  private func setOpacity(_ l: Layer, _ o: Double) {
    if l.opacity.model != o { l.opacity.set(o) }
  }
}
