import TabMotionCore
import TabMotionUI

/// What the review app's menu screen shows above its circle menu: a heading and a prompt to
/// pick a category, centred between the safe area's sides, light on the screen's dark slate.
final class ReviewMenuContent: PageContent {
  /// The menu screen's background: dark, so that its circle reads clearly over the light pages.
  static let background = Color(hex: 0x1E2433)

  let layer = Layer()
  var safeAreaInsets = EdgeInsets.zero
  private let heading = Layer()
  private let prompt = Layer()

  init() {
    heading.content = .text(
      .init(
        "Write a review", font: .system(28, .bold), color: .white,
        alignment: .center))
    prompt.content = .text(
      .init(
        "What is it about? Pick a category below.", font: .system(15),
        color: Color(hex: 0xAEB6C6), alignment: .center))
    layer.addChild(heading)
    layer.addChild(prompt)
  }

  func layout(size: Size, direction: LayoutDirection, at time: Double) {
    let x = safeAreaInsets.left + 20
    let w = max(0, size.width - safeAreaInsets.left - safeAreaInsets.right - 40)
    let top = safeAreaInsets.top + 24
    heading.setFrame(Rect(x: x, y: top, width: w, height: 36))
    prompt.setFrame(Rect(x: x, y: top + 44, width: w, height: 20))
  }
}
