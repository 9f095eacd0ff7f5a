/// One Application Identifier of the GS1 Barcode Syntax Dictionary.
///
/// The entries come from the dictionary text embedded by `Scripts/generate-gs1-dictionary.py`
/// and parsed on first use by `GS1DictionaryParser`; each field mirrors one part of a dictionary line.
/// Entries are immutable reference values, so parsers pass them around without copying their
/// arrays; two entries are equal when they describe the same AI in the same way.
public final class GS1AIEntry: Sendable, Hashable {
  /// The AI, two to four digits (`"01"`, `"3103"`).
  public let ai: String
  /// The dictionary's short title (`"GTIN"`).
  public let title: String
  /// Flag `*`: a pre-defined length AI that needs no FNC1 separator after it.
  public let fixedLength: Bool
  /// Flag `?`: the AI is permitted as a GS1 Digital Link data attribute (query parameter).
  public let dataAttribute: Bool
  /// The value's components, applied in order, each consuming a prefix of the value.
  public let components: [GS1Component]
  /// `req=` rules: every rule must be met; a rule is met by any alternative whose AI patterns are all present.
  public let requires: [[[String]]]
  /// `ex=` patterns: AIs this one must not be combined with.
  public let excludes: [String]
  /// `dlpkey` rules: `nil` when the AI is not a Digital Link primary key, otherwise its alternative
  /// ordered qualifier sequences (`[]` for a key that takes no qualifiers).
  public let qualifierSequences: [[String]]?
  /// Whether the dictionary line lists its `ex=` rules before its `req=` rules (GS1's engine checks
  /// them in line order, which decides the error reported when both are broken).
  public let excludesFirst: Bool

  /// Creates an entry (used by the dictionary parser).
  public init(
    ai: String, title: String, fixedLength: Bool, dataAttribute: Bool, components: [GS1Component],
    requires: [[[String]]], excludes: [String], qualifierSequences: [[String]]?, excludesFirst: Bool = false
  ) {
    self.excludesFirst = excludesFirst
    self.ai = ai
    self.title = title
    self.fixedLength = fixedLength
    self.dataAttribute = dataAttribute
    self.components = components
    self.requires = requires
    self.excludes = excludes
    self.qualifierSequences = qualifierSequences
    minimumLength = components.reduce(0) { $0 + ($1.optional ? 0 : $1.length.lowerBound) }
    maximumLength = components.reduce(0) { $0 + $1.length.upperBound }
  }

  /// Shortest permitted value (the sum of the mandatory components' minimum lengths).
  public let minimumLength: Int
  /// Longest permitted value.
  public let maximumLength: Int
  /// Whether the AI is a GS1 Digital Link primary key.
  public var isPrimaryKey: Bool { qualifierSequences != nil }
  /// Whether this entry stands for an AI missing from the dictionary (allowed by `permitUnknownAIs`).
  public var isUnknown: Bool { title == GS1AIEntry.unknownTitle }

  static let unknownTitle = "UNKNOWN"

  /// Entries are equal when they are the same object or describe the same AI in the same way.
  public static func == (lhs: GS1AIEntry, rhs: GS1AIEntry) -> Bool {
    lhs === rhs
      || (lhs.ai == rhs.ai && lhs.title == rhs.title && lhs.fixedLength == rhs.fixedLength
        && lhs.dataAttribute == rhs.dataAttribute && lhs.components == rhs.components && lhs.requires == rhs.requires
        && lhs.excludes == rhs.excludes && lhs.qualifierSequences == rhs.qualifierSequences)
  }

  /// Hashes the AI alone (equal entries always share it).
  public func hash(into hasher: inout Hasher) { hasher.combine(ai) }

  /// The `req=` rule text as written in the dictionary (`"01,02,8006"`), for error messages.
  func requirementText(_ rule: [[String]]) -> String {
    rule.map { $0.joined(separator: "+") }.joined(separator: ",")
  }
}
