/// The dictionary's `req=` (mandatory association) and `ex=` (invalid pairing) rules, evaluated
/// over all elements of one message, as GS1's syntax engine does.
enum GS1AssociationRules {
  /// Throws the first broken rule, visiting elements in order.
  static func validate(_ elements: [GS1Element], entries: [GS1AIEntry]) throws(DigitalLinkError) {
    for (element, entry) in zip(elements, entries) {
      if entry.excludesFirst {
        try checkExclusions(element, entry, elements)
        try checkRequirements(element, entry, elements)
      } else {
        try checkRequirements(element, entry, elements)
        try checkExclusions(element, entry, elements)
      }
    }
  }

  private static func checkExclusions(_ element: GS1Element, _ entry: GS1AIEntry, _ elements: [GS1Element])
    throws(DigitalLinkError)
  {
    for pattern in entry.excludes {
      if let other = elements.first(where: { $0.ai != element.ai && matches(pattern, $0.ai) }) {
        throw .invalidPairing(ai: element.ai, other: other.ai)
      }
    }
  }

  private static func checkRequirements(_ element: GS1Element, _ entry: GS1AIEntry, _ elements: [GS1Element])
    throws(DigitalLinkError)
  {
    for rule in entry.requires {
      let satisfied = rule.contains { group in
        group.allSatisfy { pattern in elements.contains { $0.ai != element.ai && matches(pattern, $0.ai) } }
      }
      if !satisfied { throw .requirementNotMet(ai: element.ai, requirement: entry.requirementText(rule)) }
    }
  }

  /// Whether `ai` matches a dictionary pattern: an AI, or digits followed by `n` wildcards (`31nn`).
  static func matches(_ pattern: String, _ ai: String) -> Bool {
    let patternBytes = pattern.utf8
    let aiBytes = ai.utf8
    guard patternBytes.count == aiBytes.count else { return false }
    for (expected, actual) in zip(patternBytes, aiBytes) where expected != UInt8(ascii: "n") && expected != actual {
      return false
    }
    return true
  }
}
