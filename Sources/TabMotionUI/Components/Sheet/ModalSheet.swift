import TabMotionCore

/// A full-screen modal that slides up over everything — a compose form: Cancel (dismisses),
/// the title, a Tweet button (posts and dismisses), a wrapping text field (trace name
/// `<name>.field`, with the "What's happening?" placeholder while empty) that takes the
/// keyboard focus as the sheet comes up, and a counter (`<name>.counter`) of the characters
/// left of ``characterLimit``, counted as a person counts them (grapheme clusters: "👋" is
/// one). The Tweet button is enabled only while there is text within the limit. Text arrives
/// from the keyboard through the field, or with ``type(_:at:)`` (a script's `type` step through
/// the screen's `typeText`). The sheet takes every touch that lands on it. Its position is a
/// presentation fraction (0 = off screen below, 1 = covering the screen), so a rotation
/// mid-slide re-lays it out without a jump.
///
/// While fully presented the host hides what it covers (as UIKit removes the presenting
/// view): a tab bar — and the arrow that belongs to it — is then hidden, not just covered.
public final class ModalSheet {
  /// The sheet's layer, hidden while dismissed; add it above everything it covers.
  public let layer: Layer
  /// The "Cancel" button in the top-left corner (trace name `<name>.cancel`); a tap dismisses.
  public let cancelButton: Layer
  /// The "Tweet" button in the top-right corner (trace name `<name>.tweet`, trace field
  /// `enabled`); dimmed while disabled.
  public let tweetButton: Layer
  /// The counter of characters left (trace name `<name>.counter`, trace fields `remaining`
  /// and `text`, the number shown).
  public let counter: Layer
  /// The text being composed (trace name `<name>.field`, trace field `text`).
  public let field: TextField
  private let titleLayer = Layer()
  private var safeArea = EdgeInsets.zero
  /// The text typed so far.
  public var text: String { field.text }
  private var fraction = Animated(0.0)
  private var size = Size(1, 1)
  /// Cancel's tap.
  private let cancelTap = TapGestureRecognizer()
  /// Tweet's tap: posts (clears the text and dismisses) while enabled.
  private let tweetTap = TapGestureRecognizer()
  /// The texts posted with Tweet, oldest first.
  public private(set) var posted: [String] = []

  /// The most characters a post may have.
  public static let characterLimit = 280
  static let blue = Color(hex: 0x1DA1F2)

  /// Characters left before ``characterLimit`` (negative past it), counting grapheme
  /// clusters.
  public var remainingCharacters: Int { Self.characterLimit - field.count }
  /// True while the text is not empty (blank) and within ``characterLimit``.
  public var isTweetEnabled: Bool {
    remainingCharacters >= 0 && text.contains { !$0.isWhitespace }
  }

  /// Seconds to slide in or out.
  public static let duration = 0.35

  /// Creates a dismissed, hidden sheet showing `title`, with the trace name `name` ("modal" by
  /// default).
  public init(title: String, name: String = "modal") {
    layer = Layer(name: name)
    layer.backgroundColor.set(.white)
    layer.isHidden = true
    layer.shadow = Layer.Shadow(color: Color.black.withAlpha(0.2), offset: Point(0, -2), radius: 10)
    cancelButton = Layer(name: name + ".cancel")
    tweetButton = Layer(name: name + ".tweet")
    counter = Layer(name: name + ".counter")
    field = TextField(name: name + ".field", placeholder: "What's happening?")
    // The sheet is a target everywhere: nothing under it gets a touch while it is up.
    layer.hitTestBehavior = .opaque
    cancelButton.content = .text(
      .init("Cancel", font: .system(17), color: Color(hex: 0x1DA1F2), alignment: .leading))
    titleLayer.content = .text(.init(title, font: .system(17, .semibold), alignment: .center))
    cancelButton.semantics = Semantics(label: "Cancel", role: .button)
    tweetButton.semantics = Semantics(label: "Tweet", role: .button)
    tweetButton.cornerRadius = 16
    tweetButton.content = .text(
      .init("Tweet", font: .system(15, .semibold), color: .white, alignment: .center))
    for l in [cancelButton, titleLayer, tweetButton, field.layer, counter] {
      layer.addChild(l)
    }
    showText()
    field.onChange = { [weak self] _ in
      guard let self else { return }
      self.showText()
      self.placeFieldAndCounter()
    }
    cancelTap.onTap = { [weak self] _, time in
      guard let self else { return }
      self.dismiss(at: time)
    }
    cancelButton.addGestureRecognizer(cancelTap)
    tweetTap.onTap = { [weak self] _, time in
      guard let self, self.isTweetEnabled else { return }
      self.posted.append(self.text)
      self.field.setText("")
      self.dismiss(at: time)
    }
    tweetButton.addGestureRecognizer(tweetTap)
  }

  /// True from `present` until the sheet has slid away again.
  public var isVisible: Bool { !layer.isHidden }
  /// True from `present` until `dismiss`: the sheet is up or on its way up, so back closes it.
  public var isPresenting: Bool { isVisible && fraction.model == 1 }
  /// True when the sheet covers the screen and is at rest.
  public var isFullyPresented: Bool { fraction.presented == 1 && !fraction.isAnimating }

  /// Types `typed` at the field's caret (as a keyboard would), updating the counter and the
  /// Tweet button.
  public func type(_ typed: String, at time: Double = 0) {
    field.insertText(typed, at: time)
  }

  /// Measures the field's text for wrapping and the caret (the screen environment's measurer).
  public var textMeasurer: any TextMeasuring {
    get { field.textMeasurer }
    set {
      field.textMeasurer = newValue
      placeFieldAndCounter()
    }
  }

  private func showText() {
    let left = remainingCharacters
    counter.content = .text(
      .init(
        String(left), font: .system(15),
        color: left < 0 ? Color(hex: 0xE0245E) : Color(hex: 0x657786),
        alignment: .trailing))
    let enabled = isTweetEnabled
    tweetButton.backgroundColor.set(enabled ? Self.blue : Self.blue.withAlpha(0.5))
    tweetButton.setTraceField("enabled", .bool(enabled))
    counter.setTraceField("remaining", .number(Double(left)))
    counter.setTraceField("text", .string(String(left)))
  }

  /// Lays the sheet out for a screen of `size` points, keeping its controls inside `safeArea`;
  /// keeps the current presentation fraction.
  public func layout(size: Size, safeArea: EdgeInsets) {
    self.size = size
    let top = max(safeArea.top, 12)
    cancelButton.setFrame(Rect(x: 16 + safeArea.left, y: top + 8, width: 70, height: 28))
    titleLayer.setFrame(Rect(x: 100, y: top + 8, width: max(0, size.width - 200), height: 28))
    tweetButton.setFrame(
      Rect(x: size.width - safeArea.right - 16 - 76, y: top + 6, width: 76, height: 32))
    self.safeArea = safeArea
    placeFieldAndCounter()
    place()
  }

  /// The field wraps across the sheet's width and grows with its lines; the counter sits
  /// under it.
  private func placeFieldAndCounter() {
    let top = max(safeArea.top, 12)
    let width = max(1, size.width - safeArea.left - safeArea.right - 40)
    field.layout(width: width)
    field.layer.setFrame(
      Rect(x: 20 + safeArea.left, y: top + 60, width: width, height: field.contentHeight))
    counter.setFrame(
      Rect(
        x: size.width - safeArea.right - 16 - 60, y: top + 72 + field.contentHeight, width: 60,
        height: 22))
  }

  /// Shows the sheet and slides it up over ``duration`` seconds from `time`.
  public func present(at time: Double) {
    layer.isHidden = false
    // The field takes the keyboard as the sheet comes up, as a compose screen does.
    field.layer.requestFocus()
    fraction.animate(to: 1, with: .curve(.easeInEaseOut, duration: Self.duration), at: time)
  }

  /// Slides the sheet down over ``duration`` seconds from `time`; it hides once off screen.
  public func dismiss(at time: Double) {
    field.layer.resignFocus()
    fraction.animate(to: 0, with: .curve(.easeInEaseOut, duration: Self.duration), at: time)
  }

  /// Moves the sheet to its presented position at `time`, hiding it when a dismissal has ended.
  public func update(to time: Double) {
    field.update(to: time)
    guard fraction.present(at: time) || fraction.isAnimating else { return }
    place()
    if !fraction.isAnimating && fraction.presented == 0 { layer.isHidden = true }
  }

  private func place() {
    layer.setFrame(
      Rect(x: 0, y: (1 - fraction.presented) * size.height, width: size.width, height: size.height)
    )
  }
}
