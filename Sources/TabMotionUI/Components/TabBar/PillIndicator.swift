import TabMotionCore

/// ColorMatch's pill: a rounded rectangle (corner radius = height / 2) filled with the
/// selected item's colour, behind its highlighted icon and title. Its frame blends between
/// the pills of the two items around the position (the spring of a tap moves the position);
/// its colour cross-fades — with the same spring after a tap, with the position while a
/// pager is swiped.
final class PillIndicator: TabIndicator {
  unowned let bar: TabBar
  let layer: Layer
  private var color: Animated<Color>

  init(bar: TabBar) {
    self.bar = bar
    layer = Layer(name: bar.names.indicator)
    color = Animated(bar.items[bar.selectedIndex].tint)
  }

  func install() {
    bar.track.insertChild(layer, at: 0)
    layer.backgroundColor.set(color.presented)
    layer.traceFieldsProvider = { [unowned self] in
      [
        ("position", .number(self.bar.position)),
        ("color", .string(self.color.presented.hexString)),
      ]
    }
  }

  func layoutDidChange() {}

  func rect(of i: Int) -> Rect {
    TabItemView.pillRect(in: bar.layout.frames[i], contentHeight: bar.appearance.contentHeight)
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

  /// The position's motion for the colour (the same curve or spring, another value type).
  static func colorMotion(_ motion: Animator<Double>.Motion) -> Animator<Color>.Motion {
    switch motion {
    case .curve(let curve, let duration): .curve(curve, duration: duration)
    case .spring(let spring): .spring(spring)
    }
  }

  func isAnimating(at time: Double) -> Bool { color.isAnimating }
}
