/// A coding path kept as a chain of keys by ``JSONValueEncoder`` and ``JSONValueDecoder``, and
/// turned into an array only when asked for (an error, or a type that reads its path): building an
/// array for every member would cost an allocation and a copy each.
final class JSONCodingPath {
  let parent: JSONCodingPath?
  let key: any CodingKey

  init(_ key: any CodingKey, parent: JSONCodingPath?) {
    self.key = key
    self.parent = parent
  }

  /// The keys from the root to `path`.
  static func keys(of path: JSONCodingPath?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = path
    while let current = node {
      keys.append(current.key)
      node = current.parent
    }
    return keys.reversed()
  }
}

/// The position of an element in an array, as a coding key.
struct JSONIndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
