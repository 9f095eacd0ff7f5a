import Foundation

/// One line of a ``ReportingDocument``: what was supplied, how it is taxed, its taxable value and its
/// tax by head, in the document's currency.
public struct ReportingDocumentLine: Sendable, Hashable, Codable {
  /// How GST treats the line's supply.
  public enum Treatment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Taxed at ``ReportingDocumentLine/rate`` (which may be 0 % for a zero-rated export).
    case taxable
    /// Taxed at a nil rate (0 % in the rate schedule).
    case nilRated
    /// Exempt by notification.
    case exempt
    /// Outside GST (petrol, alcohol for human consumption, electricity).
    case nonGST
  }

  /// The catalog item, when the line is one.
  public var productID: String?
  /// What the line says.
  public var description: String
  /// The HSN or SAC code.
  public var hsn: String?
  /// The unit quantity code (`"NOS"`, `"KGS"`), when the line has a unit.
  public var unit: String?
  /// How much, in ``unit``.
  public var quantity: Decimal
  /// How GST treats the supply.
  public var treatment: Treatment
  /// The GST rate in percent (`18` for 18 %).
  public var rate: Decimal
  /// The value tax is charged on.
  public var taxable: Money
  /// Integrated tax.
  public var igst: Money
  /// Central tax.
  public var cgst: Money
  /// State or union territory tax.
  public var sgst: Money
  /// Compensation cess.
  public var cess: Money

  /// A line.
  public init(
    productID: String? = nil, description: String, hsn: String? = nil, unit: String? = nil, quantity: Decimal,
    treatment: Treatment = .taxable, rate: Decimal, taxable: Money, igst: Money? = nil, cgst: Money? = nil,
    sgst: Money? = nil, cess: Money? = nil
  ) {
    self.productID = productID
    self.description = description
    self.hsn = hsn
    self.unit = unit
    self.quantity = quantity
    self.treatment = treatment
    self.rate = rate
    self.taxable = taxable
    self.igst = igst ?? .zero(taxable.currency)
    self.cgst = cgst ?? .zero(taxable.currency)
    self.sgst = sgst ?? .zero(taxable.currency)
    self.cess = cess ?? .zero(taxable.currency)
  }

  /// Every tax on the line, in minor units.
  public var taxMinorUnits: Int64 { igst.minorUnits + cgst.minorUnits + sgst.minorUnits + cess.minorUnits }
}
