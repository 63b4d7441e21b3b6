/// A capability of screens that play stories: which person and which of their segments is
/// playing. Traces of such screens carry top-level `person` and `segment` besides
/// `selected`; screens without stories do not conform.
public protocol StoryPlayback: AnyObject {
  /// The person whose stories are on screen (or the cube rests on), 0-based.
  var currentPerson: Int { get }
  /// The playing segment of ``currentPerson``, 0-based.
  var currentSegment: Int { get }
  /// True while the screen is out of sight — nested in a page that is leaving or gone, under
  /// a sheet of the app's own: the playing segment holds where it is and plays on from there
  /// once it is false again. A ``ScreenPage`` holds the stories while its page is not fully
  /// shown, and a window while it is minimised; an app may hold them too (under a sheet of
  /// its own), and a hold the app set stays until the app lifts it. False by default (a
  /// screen whose stories cannot pause ignores it).
  var isOutOfSight: Bool { get set }
}

extension StoryPlayback {
  public var isOutOfSight: Bool {
    get { false }
    set {}
  }
}
