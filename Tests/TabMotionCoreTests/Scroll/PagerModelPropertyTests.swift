import PropertyBased
import TabMotionTestSupport
import Testing

@testable import TabMotionCore

/// Random gesture streams against the pager: whatever the fingers and taps do, the position
/// stays finite and near the pages, appearance callbacks stay balanced, and once left alone
/// the pager rests exactly on its settled page.
@Suite("Properties: PagerModel under random gestures")
struct PagerModelPropertyTests {
  @Test func randomGestureStreamsKeepTheInvariants() async {
    await propertyCheck(
      count: 2000, input: Gen.int(in: 0...6).array(of: 1...40),
      Gen.double(in: -900...900).array(of: 40),
      Gen.int(in: 1...6), Gen.bool
    ) { ops, amounts, count, rtl in
      guard var m = try? PagerModel(pageCount: count, pageWidth: 390, isRightToLeft: rtl) else {
        Issue.record("valid pager rejected")
        return
      }
      var seen: [AppearanceEvent] = []
      var t = 0.0
      for (op, amount) in zip(ops, amounts) {
        t += Frames.interval
        switch op {
        case 0: seen += m.beginDrag(at: t).appearance
        case 1: seen += m.drag(translation: amount, at: t).appearance
        case 2: seen += m.endDrag(velocity: amount * 5, at: t).appearance
        case 3:
          let i = Int(abs(amount)) % count
          seen += m.select(i, animated: true, at: t).appearance
        case 4:
          t += abs(amount) / 3000
          seen += m.advance(to: t).appearance
        case 5:
          try? m.setPageWidth(abs(amount) + 100)
        default:
          seen += m.select(count - 1, animated: false, at: t).appearance
        }
        #expect(m.progress.isFinite)
        #expect(m.progress > -1 && m.progress < Double(count))
      }
      if m.isDragging { seen += m.endDrag(velocity: 0, at: t).appearance }
      seen += PagerModelTests.run(&m, from: t, limit: 10)
      #expect(m.isAtRest)
      #expect(m.progress == Double(m.selectedIndex))
      try? PagerModelTests.expectBalanced(seen, endingOn: m.selectedIndex, start: 0)
    }
  }
}
