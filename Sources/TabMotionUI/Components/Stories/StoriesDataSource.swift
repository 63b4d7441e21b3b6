/// Where a ``StoriesScreen`` gets its people and their segments: how many people, how many
/// segments each has, and a page per person that shows any of its segments. Held weakly by
/// the screen: keep it alive.
public protocol StoriesDataSource: AnyObject {
  /// How many people have stories (at least 1).
  func numberOfPeople(in screen: StoriesScreen) -> Int
  /// How many segments person `person` has (at least 1).
  func storiesScreen(_ screen: StoriesScreen, segmentCountForPersonAt person: Int) -> Int
  /// A page for person `person`, made when the cube first needs it (the people either side of
  /// the one on screen are made ahead, showing their first segment).
  func storiesScreen(_ screen: StoriesScreen, pageForPersonAt person: Int) -> any StoryPageContent
}

/// One person's page in a ``StoriesScreen``: any page content that can show one of its
/// segments. The screen draws the progress bars over it and tells it which segment to show.
public protocol StoryPageContent: PageContent {
  /// Shows segment `segment` (0-based): on creation the first, then as segments advance, go
  /// back, or reset when the cube leaves the person.
  func showSegment(_ segment: Int)
}
