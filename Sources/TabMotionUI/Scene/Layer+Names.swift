// Finding layers by their trace names, and which layer a name several layers share stands
// for.
extension Layer {
  /// Depth-first search by trace name.
  public func find(_ name: String) -> Layer? {
    if self.name == name { return self }
    for c in children { if let f = c.find(name) { return f } }
    return nil
  }

  /// The layer of this subtree that `name` stands for in a trace and in a script's
  /// `{"node": name}`: of the layers so named, the last in drawing order that is shown
  /// (``isShownInScene``) — the one in front, where a tap at its centre lands — or, when none
  /// is, the first (depth first). Two screens nested one in the other both name their parts
  /// `tabBar`, `item.0`, …: the name then means the one the user sees. Nil when no layer has
  /// the name.
  public func named(_ name: String) -> Layer? {
    var picked: Layer?
    visitNames { layer in
      guard layer.name == name else { return }
      if picked == nil || layer.isShownInScene { picked = layer }
    }
    return picked
  }

  /// Every name in this subtree once, in the order first met (depth first), each with the
  /// layer it stands for (``named(_:)``), in one walk.
  func namedLayers() -> [(name: String, layer: Layer)] {
    var order: [(name: String, layer: Layer)] = []
    var index: [String: Int] = [:]
    visitNames { layer in
      guard let name = layer.name else { return }
      if let k = index[name] {
        if layer.isShownInScene { order[k].layer = layer }
      } else {
        index[name] = order.count
        order.append((name, layer))
      }
    }
    return order
  }

  /// Calls `visit` for every named layer of this subtree, depth first.
  private func visitNames(_ visit: (Layer) -> Void) {
    if name != nil { visit(self) }
    for c in children { c.visitNames(visit) }
  }
}
