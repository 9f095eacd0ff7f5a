/// What ``PlansGate`` is asked about: a plan feature or a remote flag, through one API.
///
/// ```swift
/// if await gate.can(.eInvoice) { … }             // the user's plan
/// if await gate.can(.flag("new-paywall")) { … }  // the remote configuration
/// ```
public enum PlansCapability: Sendable, Hashable {
  /// A feature the user's plan must include.
  case feature(PlanFeature)
  /// A remote configuration flag.
  case flag(String)

  /// Issuing GST e-invoices.
  public static let eInvoice = PlansCapability.feature(.eInvoice)
  /// More than one company.
  public static let multiCompany = PlansCapability.feature(.multiCompany)
  /// More devices than the free plan allows.
  public static let extraDevices = PlansCapability.feature(.extraDevices)
  /// GST returns.
  public static let gstReturns = PlansCapability.feature(.gstReturns)
}
