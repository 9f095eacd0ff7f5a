/// One step of a resolution path: the key whose factory is running, and the step that led to it.
///
/// Nodes are only allocated when a factory resolves a dependency, so a top-level resolve of a
/// service without dependencies tracks its path for free.
@usableFromInline
final class ResolutionPath: Sendable {
  /// The key being resolved at this step.
  let key: ServiceKey
  /// The step that resolved this one, `nil` at the top.
  let parent: ResolutionPath?

  @usableFromInline
  init(key: ServiceKey, parent: ResolutionPath?) {
    self.key = key
    self.parent = parent
  }

  /// Whether `key` is being resolved at this step or any step above it.
  func contains(_ key: ServiceKey) -> Bool {
    var node: ResolutionPath? = self
    while let step = node {
      if step.key == key { return true }
      node = step.parent
    }
    return false
  }

  /// The keys from the top of the path down to this step.
  var keys: [ServiceKey] {
    var keys: [ServiceKey] = []
    var node: ResolutionPath? = self
    while let step = node {
      keys.append(step.key)
      node = step.parent
    }
    return keys.reversed()
  }

  /// The keys from the first occurrence of `key` down to this step (the body of a cycle).
  func keys(from key: ServiceKey) -> [ServiceKey] {
    let all = keys
    guard let start = all.firstIndex(of: key) else { return all }
    return Array(all[start...])
  }
}

extension Optional where Wrapped == ResolutionPath {
  /// The path's keys followed by `key`: the full path of a resolve that failed at `key`.
  func keys(ending key: ServiceKey) -> [ServiceKey] {
    (self?.keys ?? []) + [key]
  }
}
