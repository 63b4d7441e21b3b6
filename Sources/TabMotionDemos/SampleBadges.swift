import TabMotionUI

/// The badges a demo shows with the script option `badges`: a count on the second tab, a
/// count past 99 on the third (shown "99+") and a dot on the fourth.
enum SampleBadges {
  static let optionName = "badges"
  static let badges: [(index: Int, badge: TabBadge)] = [
    (1, .count(3)), (2, .count(120)), (3, .dot),
  ]

  /// Puts the sample badges on `bar`'s tabs (those it has), appearing from `time`.
  static func apply(to bar: TabBar, at time: Double) {
    for (index, badge) in badges where index < bar.items.count {
      bar.setBadge(badge, forItemAt: index, at: time)
    }
  }
}
