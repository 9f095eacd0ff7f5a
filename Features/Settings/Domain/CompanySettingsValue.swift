import SharedCore

/// One section of a company's settings (its profile, its invoicing, its tax regime, its product
/// fields): stored as one synced record whose top-level fields are the section's settings, so two
/// devices that change different settings of one section both keep their change.
public protocol CompanySettingsValue: Codable, Sendable, Equatable {
  /// The section's name in the record (`profile`).
  static var section: String { get }
  /// The section before anyone changed it.
  static var defaults: Self { get }
  /// Checks every setting; throws ``CompanySettingsError`` naming each one at fault.
  func validate() throws(CompanySettingsError)
}
