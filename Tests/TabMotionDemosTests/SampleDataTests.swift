import Testing

@testable import TabMotionDemos

/// The demos' sample rows: prices grouped by thousands, two decimals.
@Suite("Sample data")
struct SampleDataTests {
  @Test(arguments: [
    (5, "0.05"), (10, "0.10"), (100, "1.00"), (99_999, "999.99"), (100_000, "1,000.00"),
    (1_234_567, "12,345.67"), (123_456_789_012, "1,234,567,890.12"), (-1_234_567, "-12,345.67"),
  ])
  func moneyIsGroupedByThousands(cents: Int, text: String) {
    #expect(SampleData.formatMoney(cents) == text)
  }
}
