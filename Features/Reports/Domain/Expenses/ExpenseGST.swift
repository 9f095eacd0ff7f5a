import Foundation
import SharedCore

/// The GST paid on an expense, from the supplier's bill: the taxable value, the tax by head, and
/// whether it may be claimed as input tax credit.
public struct ExpenseGST: Sendable, Hashable, Codable {
  /// The GST rate in percent.
  public var rate: Decimal
  /// The value tax was charged on.
  public var taxable: Money
  /// Integrated tax (an inter-state supplier).
  public var igst: Money
  /// Central tax.
  public var cgst: Money
  /// State or union territory tax.
  public var sgst: Money
  /// Compensation cess.
  public var cess: Money
  /// Whether the tax may be claimed as input tax credit (section 16 of the CGST Act; not for the
  /// blocked credits of section 17(5), such as food and beverages).
  public var isInputTaxCreditEligible: Bool
  /// The supplier's GSTIN, when the bill shows one.
  public var supplierGSTIN: String?

  /// GST on an expense.
  public init(
    rate: Decimal, taxable: Money, igst: Money? = nil, cgst: Money? = nil, sgst: Money? = nil, cess: Money? = nil,
    isInputTaxCreditEligible: Bool = true, supplierGSTIN: String? = nil
  ) {
    self.rate = rate
    self.taxable = taxable
    self.igst = igst ?? .zero(taxable.currency)
    self.cgst = cgst ?? .zero(taxable.currency)
    self.sgst = sgst ?? .zero(taxable.currency)
    self.cess = cess ?? .zero(taxable.currency)
    self.isInputTaxCreditEligible = isInputTaxCreditEligible
    self.supplierGSTIN = supplierGSTIN
  }

  /// Every tax head together, in minor units.
  public var taxMinorUnits: Int64 { igst.minorUnits + cgst.minorUnits + sgst.minorUnits + cess.minorUnits }

  private enum CodingKeys: String, CodingKey {
    case rate, taxable, igst, cgst, sgst, cess, isInputTaxCreditEligible, supplierGSTIN
  }

  /// Decodes the rate from an exact string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .rate)
    guard let rate = try? DecimalParser.parse(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .rate, in: container, debugDescription: "\"\(text)\" is not a rate")
    }
    self.rate = rate
    taxable = try container.decode(Money.self, forKey: .taxable)
    igst = try container.decode(Money.self, forKey: .igst)
    cgst = try container.decode(Money.self, forKey: .cgst)
    sgst = try container.decode(Money.self, forKey: .sgst)
    cess = try container.decode(Money.self, forKey: .cess)
    isInputTaxCreditEligible = try container.decode(Bool.self, forKey: .isInputTaxCreditEligible)
    supplierGSTIN = try container.decodeIfPresent(String.self, forKey: .supplierGSTIN)
  }

  /// Encodes the rate as an exact string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rate.plainString, forKey: .rate)
    try container.encode(taxable, forKey: .taxable)
    try container.encode(igst, forKey: .igst)
    try container.encode(cgst, forKey: .cgst)
    try container.encode(sgst, forKey: .sgst)
    try container.encode(cess, forKey: .cess)
    try container.encode(isInputTaxCreditEligible, forKey: .isInputTaxCreditEligible)
    try container.encodeIfPresent(supplierGSTIN, forKey: .supplierGSTIN)
  }
}
