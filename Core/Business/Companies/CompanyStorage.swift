/// Where each company's files live on this device: the platform's side of removing a company.
public protocol CompanyStorage: Sendable {
  /// Deletes every file of `company` (its database and whatever else its scope created), and
  /// nothing else. Deleting a company that has no files does nothing.
  func removeFiles(of company: CompanyID) async throws
}
