/// An open company: the company scope its services live in and the signed-in user's session
/// scope made from it, which resolves the company's repositories and view models.
public struct CompanyScope: Sendable {
  /// The company.
  public let company: Company
  /// The company scope (`ScopeName.company`): its database, sync engine and settings.
  public let container: Container
  /// The session scope (`ScopeName.session`) made from ``container``: resolve view models here.
  public let session: Container
}
