import SharedCore

/// The company's tax regime, currency and how numbers are written.
public struct TaxSettings: CompanySettingsValue {
  /// The GST scheme the company is registered under.
  public enum Scheme: String, Codable, Sendable, Hashable {
    /// Tax is charged on each invoice.
    case regular
    /// The composition scheme (CGST Act section 10): no tax is collected, and each bill of supply
    /// says "composition taxable person, not eligible to collect tax on supplies".
    case composition
  }

  /// How amounts group their digits.
  public enum NumberFormat: String, Codable, Sendable, Hashable {
    /// `12,34,567.00`.
    case indian
    /// `1,234,567.00`.
    case international
  }

  /// The section's name.
  public static let section = "tax"
  /// Regular scheme, rupees, Indian digit grouping.
  public static let defaults = TaxSettings()

  /// The scheme.
  public var scheme = Scheme.regular
  /// The ISO 4217 currency code amounts are in.
  public var currency = "INR"
  /// The digit grouping.
  public var numberFormat = NumberFormat.indian

  /// The defaults.
  public init() {}

  /// The words a composition dealer's bill of supply must carry, `nil` under the regular scheme.
  public var billDeclaration: String? {
    scheme == .composition ? "Composition taxable person, not eligible to collect tax on supplies" : nil
  }

  /// Checks the currency code.
  public func validate() throws(CompanySettingsError) {
    guard Currency.iso(currency) != nil else {
      throw .invalid(section: Self.section, problems: [.init(field: "currency", message: "is not an ISO 4217 code")])
    }
  }
}
