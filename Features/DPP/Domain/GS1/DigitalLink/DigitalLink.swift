/// A GS1 Digital Link: a primary key, its key qualifiers and data attributes, plus any non-AI
/// query parameters (such as `linkType`).
///
/// Parse a URI with ``init(_:options:)`` (exactly as GS1's reference syntax engine does), an
/// element string from a scanner with ``init(elementString:options:)``, or assemble one from
/// elements with `init(elements:options:)`; build URIs with ``uri(stem:includingNonAIParameters:)``.
///
/// Equality and hashing consider the GS1 data (key, qualifiers in order, attributes in any order,
/// since their order carries no meaning) and the non-AI parameters, not the URI stem, so that
/// `DigitalLink(link.uri()) == link`.
/// Reference: GS1 Digital Link Standard: URI Syntax 1.6.0.
public struct DigitalLink: Sendable {
  /// The primary key (`01`, `00`, `414`, …) and its value.
  public let primaryKey: GS1Element
  /// Key qualifiers from the path, in path order (`22`, `10`, `21` for a GTIN).
  public let qualifiers: [GS1Element]
  /// Data attributes from the query, in received order.
  public let attributes: [GS1Element]
  /// Query parameters that are not AIs, in received order, percent-decoded; `value` is `nil` for a
  /// parameter without `=`.
  public let nonAIParameters: [QueryParameter]
  /// Scheme, domain and any path before the primary key (`https://example.com/some/stem`);
  /// ``canonicalStem`` for links not parsed from a URI.
  public let stem: String

  /// GS1's canonical resolver stem, `https://id.gs1.org`.
  public static let canonicalStem = "https://id.gs1.org"

  /// A query parameter that is not a GS1 AI.
  public struct QueryParameter: Sendable, Hashable {
    /// The parameter name, e.g. `linkType`.
    public let name: String
    /// The value, or `nil` when the parameter had no `=`.
    public let value: String?

    /// Creates a parameter.
    public init(name: String, value: String?) {
      self.name = name
      self.value = value
    }
  }

  init(
    primaryKey: GS1Element, qualifiers: [GS1Element], attributes: [GS1Element],
    nonAIParameters: [QueryParameter], stem: String
  ) {
    self.primaryKey = primaryKey
    self.qualifiers = qualifiers
    self.attributes = attributes
    self.nonAIParameters = nonAIParameters
    self.stem = stem
  }

  /// Every element: the path (key, then qualifiers) followed by the attributes.
  public var elements: [GS1Element] { [primaryKey] + qualifiers + attributes }

  /// The element string in GS1 bracketed form, path elements first, then attributes in order,
  /// e.g. `(01)09520123456788(10)ABC1(21)12345(17)180426`.
  public var elementString: String { elements.map(\.bracketed).joined() }

  /// The value of `ai`, wherever it appears.
  public func value(for ai: String) -> String? {
    elements.first { $0.ai == ai }?.value
  }
}

// MARK: - Equatable, Hashable

extension DigitalLink: Hashable {
  /// Equal when the key, the qualifiers in order, the attributes in any order and the non-AI
  /// parameters are; the stem is ignored.
  public static func == (lhs: DigitalLink, rhs: DigitalLink) -> Bool {
    lhs.primaryKey == rhs.primaryKey && lhs.qualifiers == rhs.qualifiers
      && lhs.sortedAttributes == rhs.sortedAttributes && lhs.nonAIParameters == rhs.nonAIParameters
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(primaryKey)
    hasher.combine(qualifiers)
    hasher.combine(sortedAttributes)
    hasher.combine(nonAIParameters)
  }

  private var sortedAttributes: [GS1Element] {
    attributes.sorted { $0.ai.utf8.lexicographicallyPrecedes($1.ai.utf8) }
  }
}
