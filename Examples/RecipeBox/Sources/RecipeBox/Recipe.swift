import TabMotionCore

/// One recipe card's data.
public struct Recipe: Hashable, Sendable {
  public var name: String
  public var minutes: Int
  public var colour: Color

  public init(name: String, minutes: Int, colour: Color) {
    self.name = name
    self.minutes = minutes
    self.colour = colour
  }
}

/// The app's content: four courses, a dozen recipes each.
public enum Cookbook {
  public static let courses = ["Breakfast", "Lunch", "Dinner", "Dessert"]

  static let dishes = [
    [
      "Porridge", "Pancakes", "Shakshuka", "Granola", "Omelette", "Bagel", "Congee", "Waffles",
      "Crêpes", "Muesli", "Frittata", "Toast",
    ],
    [
      "Ramen", "Falafel", "Poke", "Caesar", "Pho", "Burrito", "Bibimbap", "Quiche", "Tacos",
      "Minestrone", "Banh mi", "Risotto",
    ],
    [
      "Lasagne", "Curry", "Paella", "Tagine", "Gnocchi", "Chili", "Stir-fry", "Moussaka",
      "Goulash", "Biryani", "Pot pie", "Ratatouille",
    ],
    [
      "Tiramisu", "Pavlova", "Brownies", "Flan", "Baklava", "Sorbet", "Cheesecake", "Mochi",
      "Crumble", "Panna cotta", "Churros", "Éclairs",
    ],
  ]
  static let palette: [UInt32] = [0xF4A261, 0x2A9D8F, 0xE76F51, 0x8AB17D, 0xE9C46A, 0x6D597A]

  /// The recipes of course `course`.
  public static func recipes(of course: Int) -> [Recipe] {
    dishes[course].enumerated().map { k, name in
      Recipe(
        name: name, minutes: 10 + (k * 7 + course * 11) % 50,
        colour: Color(hex: palette[(k + course) % palette.count]))
    }
  }
}
