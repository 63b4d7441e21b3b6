import TabMotionCore

/// An editable, wrapping text field: a caret that blinks while the field has the keyboard
/// focus, selection with Shift, editing by grapheme cluster (what a person calls a
/// character: "👋" or "é" is deleted whole), copy, cut and paste, and an input method's
/// composition shown underlined at the caret.
///
/// Attach it to the focus by putting its ``layer`` in the scene: the layer is focusable (its
/// `textInput` is the field) and its trace reports `text`, the committed text. The lines wrap
/// at spaces (within a word when a word is wider than the field) and at line breaks, measured
/// with ``textMeasurer`` so the caret sits where the renderer draws the letters.
///
/// ```
///  ┌ layer ──────────────────────────┐
///  │ Hello, wörld 👋 and a longer ▏   │  ← line 0     (caret: 2 pt, blinking every 0.5 s)
///  │ text that wraps                  │  ← line 1
///  └──────────────────────────────────┘  height = lines × lineHeight
/// ```
public final class TextField: TextInputTarget {
  /// The field's layer; its trace fields are `text` (the committed text) and `caret` (the
  /// caret's position in characters).
  public let layer: Layer
  /// The text's font (20 pt by default).
  public var font = Font.system(20) { didSet { relayout() } }
  /// The text's colour.
  public var textColor = Color(hex: 0x14171A) { didSet { relayout() } }
  /// Shown in grey while the field is empty.
  public var placeholder: String { didSet { relayout() } }
  /// Measures the text for wrapping and for placing the caret (the renderer's, through the
  /// screen's environment; an estimate until one is given).
  public var textMeasurer: any TextMeasuring = EstimatedTextMeasurer() { didSet { relayout() } }
  /// Called after every change of the text.
  public var onChange: ((String) -> Void)?
  /// The most characters the field keeps: text typed or pasted past it is cut off.
  public static let maximumLength = 2_000

  private var chars: [Character] = []
  /// The caret's position, in characters (grapheme clusters) from the start.
  public private(set) var caret = 0
  /// Where a Shift selection started; equal to ``caret`` when nothing is selected.
  public private(set) var anchor = 0
  /// The input method's composition, shown at the caret, not yet part of ``text``.
  public private(set) var markedText = ""
  /// True while the field has the keyboard focus.
  public private(set) var isFocused = false
  private var width = 1.0
  private var lineLayers: [Layer] = []
  private var highlightLayers: [Layer] = []
  private let caretLayer = Layer()
  private var blinkStart = 0.0
  /// The lines as ranges of displayed characters (the text with the composition inserted).
  private var lines: [Range<Int>] = [0..<0]

  /// Seconds the caret stays shown, then hidden, while blinking.
  public static let blinkInterval = 0.5
  static let selectionColor = Color(hex: 0x007AFF).withAlpha(0.25)
  static let caretColor = Color(hex: 0x1DA1F2)

  /// Creates an empty field with trace name `name`, showing `placeholder` while empty.
  public init(name: String, placeholder: String = "") {
    layer = Layer(name: name)
    self.placeholder = placeholder
    layer.hitTestBehavior = .opaque
    layer.semantics = Semantics(label: placeholder, role: .textField)
    caretLayer.backgroundColor.set(Self.caretColor)
    caretLayer.isHidden = true
    layer.addChild(caretLayer)
    layer.textInput = self
    layer.setTraceField("text", .string(""))
    layer.addGestureRecognizer(
      TapGestureRecognizer { [weak self] point, time in
        guard let self else { return }
        self.layer.requestFocus()
        self.placeCaret(atScenePoint: point, at: time)
      })
    relayout()
  }

  /// The committed text.
  public var text: String { String(chars) }

  /// The number of characters (grapheme clusters) of the committed text.
  public var count: Int { chars.count }

  /// The selected range in characters (empty when nothing is selected).
  public var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }

  /// The height of one line, points.
  public var lineHeight: Double { (font.size * 1.25).rounded() }

  /// The height the text takes at the current width, points (at least one line).
  public var contentHeight: Double { Double(max(1, lines.count)) * lineHeight }

  /// Sets the width the text wraps in, points.
  public func layout(width: Double) {
    guard width.isFinite, width > 0, width != self.width else { return }
    self.width = width
    relayout()
  }

  // MARK: Editing

  /// Replaces the text at once (the caret goes to its end); controls other than line breaks
  /// are dropped.
  public func setText(_ text: String) {
    chars = Array(Self.clean(text).prefix(Self.maximumLength))
    caret = chars.count
    anchor = caret
    changed()
  }

  public func insertText(_ text: String, at time: Double) {
    let typed = Self.clean(text)
    guard !typed.isEmpty else { return }
    markedText = ""
    replaceSelection(with: Array(typed))
    blinkStart = time
    changed()
  }

  /// Puts the caret at the character boundary (between grapheme clusters) nearest to a point
  /// in the scene — a tap or click in the field — on the line under it, measured as the
  /// renderer draws the text. Any selection ends; a composition in progress is dropped.
  public func placeCaret(atScenePoint point: Point, at time: Double) {
    guard let local = layer.convertFromScene(point), local.isFinite else { return }
    if !markedText.isEmpty {
      markedText = ""
      lines = wrap(chars)
    }
    let k = min(
      max(0, Int(saturating: (local.y / lineHeight).rounded(.down))), max(0, lines.count - 1))
    let line = lines.indices.contains(k) ? lines[k] : 0..<0
    // A line broken by wrapping ends where the next begins: its last boundary belongs there.
    let wraps = lines.indices.contains(k + 1) && lines[k + 1].lowerBound == line.upperBound
    let last = wraps ? max(line.lowerBound, line.upperBound - 1) : line.upperBound
    var best = line.lowerBound
    var distance = Double.infinity
    for i in line.lowerBound...last {
      let d = abs(measure(chars, line.lowerBound..<i) - local.x)
      if d < distance {
        best = i
        distance = d
      }
    }
    caret = best
    anchor = best
    blinkStart = time
    relayout()
  }

  public func setMarkedText(_ text: String, at time: Double) {
    let marked = Self.clean(text).filter { $0 != "\n" }
    guard marked != markedText else { return }
    markedText = marked
    blinkStart = time
    relayout()
  }

  public func handleKey(_ press: KeyPress, clipboard: any TextClipboard, at time: Double) -> Bool {
    let shift = press.modifiers.contains(.shift)
    let control = press.modifiers.contains(.control)
    var edited = false
    switch press.key {
    case .backspace, .delete:
      if selection.isEmpty {
        let range = press.key == .backspace ? (caret - 1)..<caret : caret..<(caret + 1)
        guard range.lowerBound >= 0, range.upperBound <= chars.count else { return true }
        chars.removeSubrange(range)
        caret = range.lowerBound
        anchor = caret
      } else {
        replaceSelection(with: [])
      }
      edited = true
    case .left, .right:
      let forward = press.key == .right
      if shift {
        caret = max(0, min(chars.count, caret + (forward ? 1 : -1)))
      } else if !selection.isEmpty {
        caret = forward ? selection.upperBound : selection.lowerBound
        anchor = caret
      } else {
        caret = max(0, min(chars.count, caret + (forward ? 1 : -1)))
        anchor = caret
      }
    case .home, .end:
      let line = lineOfCaret()
      let target =
        control
        ? (press.key == .home ? 0 : chars.count)
        : (press.key == .home ? line.lowerBound : line.upperBound)
      caret = max(0, min(chars.count, target))
      if !shift { anchor = caret }
    case .up, .down:
      let k = lineIndex(of: caret)
      let other = press.key == .up ? k - 1 : k + 1
      if lines.indices.contains(other) {
        let column = caret - lines[k].lowerBound
        caret = min(lines[other].lowerBound + column, lines[other].upperBound)
      } else {
        caret = press.key == .up ? 0 : chars.count
      }
      caret = max(0, min(chars.count, caret))
      if !shift { anchor = caret }
    case .enter:
      replaceSelection(with: ["\n"])
      edited = true
    case .space:
      replaceSelection(with: [" "])
      edited = true
    case .character(let c) where control:
      switch c {
      case "a":
        anchor = 0
        caret = chars.count
      case "c", "x":
        guard !selection.isEmpty else { return true }
        clipboard.text = String(chars[selection])
        if c == "x" {
          replaceSelection(with: [])
          edited = true
        }
      case "v":
        let pasted = Self.clean(clipboard.text)
        guard !pasted.isEmpty else { return true }
        replaceSelection(with: Array(pasted))
        edited = true
      default:
        return false
      }
    case .character, .tab, .escape, .pageUp, .pageDown:
      return false
    }
    blinkStart = time
    if edited { changed() } else { relayout() }
    return true
  }

  public func focusChanged(_ isFocused: Bool, at time: Double) {
    self.isFocused = isFocused
    blinkStart = time
    if !isFocused { markedText = "" }
    relayout()
  }

  /// Blinks the caret while the field has the focus (shown for ``blinkInterval``, hidden for
  /// as long, restarting shown after every key); does nothing otherwise.
  public func update(to time: Double) {
    guard isFocused, selection.isEmpty else { return }
    let phase = (time - blinkStart) / Self.blinkInterval
    let hidden = phase.isFinite && phase.truncatingRemainder(dividingBy: 2) >= 1
    if caretLayer.isHidden != hidden { caretLayer.isHidden = hidden }
  }

  // MARK: Layout

  /// Replaces the selection; the characters are counted again afterwards, so a combining
  /// mark typed after its letter makes one character with it, as the user sees it.
  private func replaceSelection(with new: [Character]) {
    let range = selection
    let room = Self.maximumLength - (chars.count - range.count)
    let before = String(chars[..<range.lowerBound]) + String(new.prefix(max(0, room)))
    chars = Array(before + String(chars[range.upperBound...]))
    caret = min(chars.count, before.count)
    anchor = caret
  }

  private func changed() {
    layer.setTraceField("text", .string(text))
    relayout()
    onChange?(text)
  }

  private static func clean(_ text: String) -> String {
    var kept = String.UnicodeScalarView()
    kept.append(
      contentsOf: text.replacingLineBreaks().unicodeScalars.filter {
        $0 == "\n" || $0.properties.generalCategory != .control
      })
    return String(kept)
  }

  /// The characters shown: the text with the composition at the caret.
  private var displayed: [Character] {
    markedText.isEmpty ? chars : chars[..<caret] + Array(markedText) + chars[caret...]
  }

  private func measure(_ shown: [Character], _ range: Range<Int>) -> Double {
    range.isEmpty ? 0 : textMeasurer.measure(String(shown[range]), font: font).width
  }

  /// Breaks the shown characters into lines no wider than the field: at a line break, after
  /// the last space that fits, or within a word wider than the line.
  private func wrap(_ shown: [Character]) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var start = 0
    let n = shown.count
    while start <= n {
      var end = start
      var lastSpace: Int?
      while end < n, shown[end] != "\n" {
        if end > start, measure(shown, start..<(end + 1)) > width {
          if let space = lastSpace { end = space }
          break
        }
        end += 1
        if shown[end - 1] == " " { lastSpace = end }
      }
      out.append(start..<end)
      if end < n, shown[end] == "\n" {
        start = end + 1
      } else if end < n {
        start = end
      } else {
        break
      }
    }
    return out
  }

  private func lineIndex(of index: Int) -> Int {
    // At a wrap point the caret goes to the start of the next line.
    for (k, line) in lines.enumerated() where index < line.upperBound || k == lines.count - 1 {
      if index >= line.lowerBound { return k }
    }
    return lines.firstIndex { index <= $0.upperBound } ?? max(0, lines.count - 1)
  }

  private func lineOfCaret() -> Range<Int> {
    let k = lineIndex(of: caret)
    return lines.indices.contains(k) ? lines[k] : 0..<0
  }

  private func relayout() {
    let shown = displayed
    lines = wrap(shown)
    let h = lineHeight
    let showsPlaceholder = shown.isEmpty
    let texts = showsPlaceholder ? [placeholder] : lines.map { String(shown[$0]) }
    while lineLayers.count < texts.count {
      let line = Layer()
      layer.insertChild(line, at: layer.children.count - 1)
      lineLayers.append(line)
    }
    for (k, line) in lineLayers.enumerated() {
      guard k < texts.count else {
        if !line.isHidden { line.isHidden = true }
        continue
      }
      line.isHidden = false
      line.setFrame(Rect(x: 0, y: Double(k) * h, width: width, height: h))
      line.content = .text(
        .init(
          texts[k], font: font, color: showsPlaceholder ? Color(hex: 0x8899A6) : textColor))
    }
    var rects: [(Rect, Color)] = []
    let sel = selection
    if !sel.isEmpty && markedText.isEmpty { rects += spans(sel, shown, h, Self.selectionColor) }
    if !markedText.isEmpty {
      // The composition, underlined.
      let marked = caret..<(caret + markedText.count)
      rects += spans(marked, shown, h, textColor).map { r, c in
        (Rect(x: r.minX, y: r.maxY - 3, width: r.width, height: 1.5), c)
      }
    }
    while highlightLayers.count < rects.count {
      let l = Layer()
      layer.insertChild(l, at: 0)
      highlightLayers.append(l)
    }
    for (k, l) in highlightLayers.enumerated() {
      guard k < rects.count else {
        if !l.isHidden { l.isHidden = true }
        continue
      }
      l.isHidden = false
      l.setFrame(rects[k].0)
      l.backgroundColor.set(rects[k].1)
    }
    let caretAt = caret + markedText.count
    let k = lineIndex(of: caretAt)
    let line = lines.indices.contains(k) ? lines[k] : 0..<0
    let x = measure(shown, line.lowerBound..<max(line.lowerBound, min(caretAt, line.upperBound)))
    caretLayer.setFrame(
      Rect(x: min(x, max(0, width - 2)), y: Double(k) * h + 2, width: 2, height: h - 4))
    caretLayer.isHidden = !isFocused || !sel.isEmpty
    layer.setTraceField("caret", .number(Double(caret)))
  }

  /// The rectangles a range of shown characters covers, one per line it touches.
  private func spans(
    _ range: Range<Int>, _ shown: [Character], _ h: Double, _ color: Color
  ) -> [(Rect, Color)] {
    var out: [(Rect, Color)] = []
    for (k, line) in lines.enumerated() {
      let lo = max(range.lowerBound, line.lowerBound)
      let hi = min(range.upperBound, line.upperBound)
      guard lo < hi else { continue }
      let x0 = measure(shown, line.lowerBound..<lo)
      let x1 = measure(shown, line.lowerBound..<hi)
      out.append((Rect(x: x0, y: Double(k) * h, width: x1 - x0, height: h), color))
    }
    return out
  }
}

extension String {
  /// "\r\n" and "\r" as "\n".
  fileprivate func replacingLineBreaks() -> String {
    var out = ""
    var lastWasCR = false
    for scalar in unicodeScalars {
      if scalar == "\r" {
        out.unicodeScalars.append("\n")
        lastWasCR = true
        continue
      }
      if scalar == "\n" && lastWasCR {
        lastWasCR = false
        continue
      }
      lastWasCR = false
      out.unicodeScalars.append(scalar)
    }
    return out
  }
}
