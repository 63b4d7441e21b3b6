/// A capability of screens that play stories: which person and which of their segments is
/// playing. Traces of such screens carry top-level `person` and `segment` besides
/// `selected`; screens without stories do not conform.
public protocol StoryPlayback: AnyObject {
  /// The person whose stories are on screen (or the cube rests on), 0-based.
  var currentPerson: Int { get }
  /// The playing segment of ``currentPerson``, 0-based.
  var currentSegment: Int { get }
}
