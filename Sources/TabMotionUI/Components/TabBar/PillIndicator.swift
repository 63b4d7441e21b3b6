import TabMotionCore

/// ColorMatch's pill: a rounded rectangle (corner radius = height / 2) filled with the
/// selected item's colour, behind its highlighted icon and title. Its frame blends between
/// the resting pills of the two items around the position (the spring of a tap moves the
/// position);
/// its colour cross-fades — with the same spring after a tap, with the position while a
/// pager is swiped.
final class PillIndicator: TabIndicator {
  unowned let bar: TabBar
  let layer: Layer
  /// The items' selected appearance in track coordinates, seen only through the pill.
  let selectedRow = Layer()
  private var color: Animated<Color>

  init(bar: TabBar) {
    self.bar = bar
    layer = Layer(name: bar.names.indicator)
    color = Animated(bar.items[bar.selectedIndex].tint)
  }

  func install() {
    // Above the items: the pill covers their ordinary icons and shows the selected row.
    bar.track.addChild(layer)
    layer.clipsToBounds = true
    layer.addChild(selectedRow)
    itemViewsDidChange()
    layer.backgroundColor.set(color.presented)
    layer.traceFieldsProvider = { [unowned self] in
      [
        ("position", .number(self.bar.position)),
        ("color", .string(self.color.presented.hexString)),
      ]
    }
  }

  func layoutDidChange() {}

  func itemViewsDidChange() {
    for child in selectedRow.children { child.removeFromParent() }
    for view in bar.itemViews { selectedRow.addChild(view.selectedContent) }
    // New item layers went on top of the track: the pill goes back above them.
    if layer.parent === bar.track { bar.track.addChild(layer) }
  }

  /// The pill on item `i` at rest. Between two items the pill blends these two rectangles —
  /// not the items' current frames, which narrow as the pill leaves them: it keeps the width
  /// its content needs and slides at an even pace.
  func rect(of i: Int) -> Rect {
    TabItemView.pillRect(
      in: bar.layout.restFrame(of: i), contentHeight: bar.appearance.contentHeight)
  }

  func update(position: Double, moved: Bool, tracking: Bool, at time: Double) {
    guard !bar.items.isEmpty else { return }
    let p = bar.layout.clamped(position)
    let lo = Int(p.rounded(.down))
    let hi = min(bar.items.count - 1, lo + 1)
    if tracking {
      if moved {
        color.set(bar.items[lo].tint.mixed(with: bar.items[hi].tint, fraction: p - Double(lo)))
      }
    } else {
      color.present(at: time)
    }
    if layer.backgroundColor.presented != color.presented {
      layer.backgroundColor.set(color.presented)
    }
    guard moved else { return }
    let r = rect(of: lo).interpolated(to: rect(of: hi), fraction: p - Double(lo))
    layer.setFrame(r)
    layer.cornerRadius = r.height / 2
    selectedRow.setFrame(
      Rect(
        x: -r.minX, y: -r.minY, width: max(1, bar.layout.contentWidth),
        height: bar.appearance.contentHeight))
  }

  func selectionDidChange(to index: Int, animated: Bool, at time: Double) {
    let tint = bar.items[index].tint
    if animated && bar.reducedMotion {
      color.animate(
        to: tint, with: .curve(.easeInEaseOut, duration: 2 * TabBar.fadeHalf), at: time)
    } else if animated {
      color.animate(to: tint, with: Self.colorMotion(bar.style.tapMotion), at: time)
    } else {
      color.set(tint)
    }
  }

  func setFade(_ opacity: Double) { layer.opacity.set(opacity) }

  /// The colour's motion: the position's curve, or for a spring a 0.3 s ease-in-out
  /// cross-fade — a springy colour would overshoot past the new tint (SPEC: "colour
  /// cross-fade").
  static func colorMotion(_ motion: Animator<Double>.Motion) -> Animator<Color>.Motion {
    switch motion {
    case .curve(let curve, let duration): .curve(curve, duration: duration)
    case .spring: .curve(.easeInEaseOut, duration: 0.3)
    }
  }

  func isAnimating(at time: Double) -> Bool { color.isAnimating }
}
