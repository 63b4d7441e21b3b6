import TabMotionUI

/// Every demo the command line and the gallery know, by name, in gallery order.
public enum DemoRegistry {
  public static var all: [any Demo.Type] {
    [
      GalleryDemo.self, ScrollDemo.self, ArrowDemo.self, CurvedDemo.self, TabStylesDemo.self,
      ColorMatchDemo.self, CollapsingDemo.self, CubeDemo.self,
    ]
  }

  public static var names: [String] { all.map { $0.name } }

  public static func demo(named name: String) -> (any Demo.Type)? {
    all.first { $0.name == name }
  }
}
