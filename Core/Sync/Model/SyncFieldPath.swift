/// A path to string fields inside a record's JSON fields: `"partyId"`, or through arrays of
/// objects, `"lines[].productId"`.
struct SyncFieldPath: Sendable, Hashable {
  /// One step: a member name, and whether its value is an array to walk element by element.
  struct Step: Sendable, Hashable {
    var name: String
    var isArray: Bool
  }

  let steps: [Step]

  /// Parses `text`; `nil` if a step is empty or the last step is an array.
  init?(_ text: String) {
    var steps: [Step] = []
    for part in text.split(separator: ".", omittingEmptySubsequences: false) {
      let isArray = part.hasSuffix("[]")
      let name = String(isArray ? part.dropLast(2) : part)
      guard !name.isEmpty, !name.contains("["), !name.contains("]") else { return nil }
      steps.append(Step(name: name, isArray: isArray))
    }
    guard let last = steps.last, !last.isArray else { return nil }
    self.steps = steps
  }

  /// The string values the path reaches in `fields`.
  func strings(in fields: [String: JSONValue]) -> [String] {
    var found: [String] = []
    collect(.object(fields), steps[...], into: &found)
    return found
  }

  /// `fields` with every string value equal to `old` the path reaches replaced by `new`.
  func replacing(_ old: String, with new: String, in fields: [String: JSONValue]) -> [String: JSONValue] {
    guard case .object(let replaced) = replace(.object(fields), steps[...], old, new) else { return fields }
    return replaced
  }

  private func collect(_ value: JSONValue, _ steps: ArraySlice<Step>, into found: inout [String]) {
    guard let step = steps.first else {
      if case .string(let string) = value { found.append(string) }
      return
    }
    guard case .object(let members) = value, let member = members[step.name] else { return }
    if step.isArray {
      guard case .array(let elements) = member else { return }
      for element in elements { collect(element, steps.dropFirst(), into: &found) }
    } else {
      collect(member, steps.dropFirst(), into: &found)
    }
  }

  private func replace(_ value: JSONValue, _ steps: ArraySlice<Step>, _ old: String, _ new: String) -> JSONValue {
    guard let step = steps.first else { return value == .string(old) ? .string(new) : value }
    guard case .object(var members) = value, let member = members[step.name] else { return value }
    if step.isArray {
      guard case .array(let elements) = member else { return value }
      members[step.name] = .array(elements.map { replace($0, steps.dropFirst(), old, new) })
    } else {
      members[step.name] = replace(member, steps.dropFirst(), old, new)
    }
    return .object(members)
  }
}
