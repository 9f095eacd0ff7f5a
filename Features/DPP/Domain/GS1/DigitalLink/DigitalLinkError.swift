/// Why a GS1 Digital Link URI or element string was rejected.
///
/// The cases follow the checks of GS1's reference syntax engine (`gs1-syntax-engine`, `dl.c` and
/// `ai.c`); ``message`` reproduces the engine's English wording so results can be compared with it.
/// Positions are 0-based UTF-8 offsets.
public enum DigitalLinkError: Error, Sendable, Hashable {
  // MARK: URI structure
  /// A character outside the RFC 3986 set GS1 accepts, at `position`.
  case illegalCharacter(position: Int)
  /// The scheme is not `http://`, `HTTP://`, `https://` or `HTTPS://`.
  case invalidScheme
  /// No domain, or no path after it.
  case missingDomainOrPath
  /// A character not allowed in a domain name, at `position`.
  case illegalDomainCharacter(position: Int)
  /// No `/AI/value` pair whose AI is a Digital Link primary key was found scanning the path from the right.
  case noPrimaryKey
  /// A path element `/AI/` has an empty value.
  case emptyPathValue(ai: String)
  /// A path value decodes to a NUL character.
  case nullInPathValue(ai: String)
  /// A numeric query parameter name that is not a known AI.
  case unknownQueryAI(ai: String)
  /// A query AI with an empty value.
  case emptyQueryValue(ai: String)
  /// A query value decodes to a NUL character.
  case nullInQueryValue(ai: String)
  /// The path AIs are not one of the primary key's ordered qualifier sequences.
  case invalidKeyQualifierSequence(path: [String])
  /// An AI occurs twice.
  case duplicateAI(ai: String)
  /// A query AI that GS1 does not permit as a data attribute.
  case notDataAttribute(ai: String)
  /// A query AI that is a qualifier of the path's key and belongs in the path.
  case belongsInPath(ai: String)

  // MARK: Values
  /// The value is shorter than the AI's minimum length.
  case valueTooShort(ai: String)
  /// The value is longer than the AI's maximum length.
  case valueTooLong(ai: String)
  /// The value contains `^`, which GS1 reserves for FNC1.
  case illegalCaret(ai: String)
  /// A component of the value is shorter than its minimum length.
  case componentTooShort(ai: String)
  /// Data remains after all components of a variable-length AI were applied.
  case componentDataTooLong(ai: String)
  /// A linter rejected the value; `position` is the offset of the offending character in the value.
  case lint(ai: String, violation: GS1LintViolation, position: Int)
  /// A `req=` rule of the AI is not met; `requirement` is the rule as written in the dictionary.
  case requirementNotMet(ai: String, requirement: String)
  /// The AI may not be combined with `other` (`ex=` rule).
  case invalidPairing(ai: String, other: String)

  // MARK: Element strings and generation
  /// An element string is malformed at `position` (missing `(`, `)` or value).
  case malformedElementString(position: Int)
  /// An element string names an AI the dictionary does not define.
  case unknownAI(ai: String)
  /// Raw scan data starts at `position` with digits that no known AI is a prefix of.
  case noAIPrefix(position: Int)
  /// Scan data names a symbology that cannot carry GS1 data, or carries none.
  case unsupportedSymbology(identifier: String)
  /// The element string is empty.
  case emptyElementString
  /// A URI cannot be built: no AI is a Digital Link primary key.
  case noPrimaryKeyForURI
  /// The link carries no GTIN (AI 01), which ``DigitalLinkParser`` requires.
  case missingGTIN

  /// The GS1 syntax engine's English message for this error.
  public var message: String {
    switch self {
    case .illegalCharacter: "URI contains illegal characters"
    case .invalidScheme: "Scheme must be http:// or HTTP:// or https:// or HTTPS://"
    case .missingDomainOrPath: "URI must contain a domain and path info"
    case .illegalDomainCharacter: "Domain contains illegal characters"
    case .noPrimaryKey: "No GS1 DL keys found in path info"
    case .emptyPathValue(let ai): "AI (\(ai)) value path element is empty"
    case .nullInPathValue(let ai): "Decoded AI (\(ai)) from DL path info contains illegal null character"
    case .unknownQueryAI(let ai): "Unknown AI (\(ai)) in query parameters"
    case .emptyQueryValue(let ai): "AI (\(ai)) value query element is empty"
    case .nullInQueryValue(let ai): "Decoded AI (\(ai)) value from DL query params contains illegal null character"
    case .invalidKeyQualifierSequence: "The AIs in the path are not a valid key-qualifier sequence for the key"
    case .duplicateAI(let ai): "AI (\(ai)) is duplicated"
    case .notDataAttribute(let ai): "AI (\(ai)) is not a valid DL URI data attribute"
    case .belongsInPath(let ai): "AI (\(ai)) from query params should be in the path info"
    case .valueTooShort(let ai): "AI (\(ai)) value is too short"
    case .valueTooLong(let ai): "AI (\(ai)) value is too long"
    case .illegalCaret(let ai): "AI (\(ai)) contains illegal ^ character"
    case .componentTooShort(let ai): "AI (\(ai)) data is too short"
    case .componentDataTooLong(let ai): "AI (\(ai)) data is too long"
    case .lint(let ai, let violation, _): "AI (\(ai)): \(violation.message)"
    case .requirementNotMet(let ai, let requirement): "Required AIs for AI (\(ai)) are not satisfied: \(requirement)"
    case .invalidPairing(let ai, let other): "It is invalid to pair AI (\(ai)) with AI (\(other))"
    case .malformedElementString: "Failed to parse AI data"
    case .unknownAI(let ai): "Unrecognised AI: \(ai)"
    case .noAIPrefix: "No known AI is a prefix of the data"
    case .unsupportedSymbology(let identifier): "Symbology identifier \(identifier) does not carry GS1 data"
    case .emptyElementString: "The AI data is empty"
    case .noPrimaryKeyForURI: "Cannot create a DL URI without a primary key AI"
    case .missingGTIN: "The Digital Link has no GTIN (01)"
    }
  }

  /// The AI the error is about, when there is one.
  public var ai: String? {
    switch self {
    case .emptyPathValue(let ai), .nullInPathValue(let ai), .unknownQueryAI(let ai), .emptyQueryValue(let ai),
      .nullInQueryValue(let ai), .duplicateAI(let ai), .notDataAttribute(let ai), .belongsInPath(let ai),
      .valueTooShort(let ai), .valueTooLong(let ai), .illegalCaret(let ai), .componentTooShort(let ai),
      .componentDataTooLong(let ai), .lint(let ai, _, _), .requirementNotMet(let ai, _), .invalidPairing(let ai, _),
      .unknownAI(let ai):
      ai
    default: nil
    }
  }
}
