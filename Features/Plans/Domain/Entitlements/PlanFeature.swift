/// Something a plan unlocks, asked of ``PlansGate`` (`gate.can(.eInvoice)`).
///
/// Features are open: an app names its own (`PlanFeature("bulkExport")`) beside the common ones.
public struct PlanFeature: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
  /// The feature's stable name.
  public var rawValue: String

  /// A feature by name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A feature by name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// A feature from a literal name.
  public init(stringLiteral value: String) {
    rawValue = value
  }

  /// Issuing GST e-invoices (IRN) from bills.
  public static let eInvoice = PlanFeature("eInvoice")
  /// More than one company in the app.
  public static let multiCompany = PlanFeature("multiCompany")
  /// More devices than the free plan's limit.
  public static let extraDevices = PlanFeature("extraDevices")
  /// GST returns (GSTR-1, GSTR-3B) from the reports.
  public static let gstReturns = PlanFeature("gstReturns")
}
