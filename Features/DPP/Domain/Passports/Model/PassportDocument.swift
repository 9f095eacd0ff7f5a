/// A compliance document: due-diligence report, declaration of conformity, test report, claim.
public struct PassportDocument: Sendable, Hashable {
  /// What it is (`dueDiligenceDeclaration`, `declarationOfConformity`, a claim's topic).
  public var kind: String
  /// Its title, when given.
  public var title: String?
  /// Where to get it.
  public var url: String?

  /// Creates a document reference.
  public init(kind: String, title: String? = nil, url: String? = nil) {
    self.kind = kind
    self.title = title
    self.url = url
  }
}
