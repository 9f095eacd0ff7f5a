import Foundation

/// The tax on one line, allowance or charge, or on one category and rate, by head.
///
/// Under GST an intra-state amount has ``cgst`` and ``sgst``, an inter-state one ``igst``; under VAT
/// only ``vat`` is set. ``total`` is their sum.
public struct BillTaxAmounts: Sendable, Hashable, Codable {
  /// Central GST.
  public var cgst: Decimal
  /// State (or Union Territory) GST.
  public var sgst: Decimal
  /// Integrated GST.
  public var igst: Decimal
  /// VAT.
  public var vat: Decimal

  /// Amounts by head; zero where not given.
  public init(cgst: Decimal = 0, sgst: Decimal = 0, igst: Decimal = 0, vat: Decimal = 0) {
    self.cgst = cgst
    self.sgst = sgst
    self.igst = igst
    self.vat = vat
  }

  /// No tax.
  public static let zero = BillTaxAmounts()

  /// All heads together.
  public var total: Decimal { cgst + sgst + igst + vat }
}
