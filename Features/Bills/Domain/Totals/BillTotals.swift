import Foundation
import SharedCore

/// A bill's calculated amounts: per line, per tax category and rate, per GST head, and the document
/// totals of EN 16931 (BG-22) by what they mean.
///
/// For every draft: ``sumOfLineNetAmounts`` is the sum of the lines' net amounts;
/// ``taxExclusiveAmount`` + ``taxAmount`` = ``taxInclusiveAmount``;
/// ``taxInclusiveAmount`` − ``prepaidAmount`` + ``roundingAmount`` = ``payableAmount``; the
/// breakdown's taxable amounts add up to ``taxExclusiveAmount``; and each head's line and
/// allowance/charge shares add up to the head's total.
public struct BillTotals: Sendable, Hashable, Codable {
  /// The currency of every amount.
  public var currency: Currency
  /// Per line, in the draft's order.
  public var lines: [BillLineTotals]
  /// Per document-level allowance or charge, in the draft's order.
  public var allowancesAndCharges: [BillAllowanceChargeTotals]
  /// Per category and rate, in order of first appearance (BG-23).
  public var taxBreakdown: [BillTaxBreakdown]

  /// Central GST, all rates.
  public var cgstAmount: Decimal
  /// State GST, all rates.
  public var sgstAmount: Decimal
  /// Integrated GST, all rates.
  public var igstAmount: Decimal
  /// VAT, all categories and rates.
  public var vatAmount: Decimal
  /// Ad valorem cess, each cess rate rounded half up.
  public var cessAmount: Decimal
  /// Specific (per quantity) cess, rounded half up.
  public var specificCessAmount: Decimal

  /// Sum of invoice line net amounts (BT-106).
  public var sumOfLineNetAmounts: Decimal
  /// Sum of allowances on document level (BT-107).
  public var allowanceTotal: Decimal
  /// Sum of charges on document level (BT-108).
  public var chargeTotal: Decimal
  /// Invoice total amount without tax (BT-109): BT-106 − BT-107 + BT-108 (the GST assessable value).
  public var taxExclusiveAmount: Decimal
  /// Invoice total tax amount (BT-110): the breakdown's tax plus cess.
  public var taxAmount: Decimal
  /// Invoice total amount with tax (BT-112): BT-109 + BT-110.
  public var taxInclusiveAmount: Decimal
  /// Paid amount (BT-113).
  public var prepaidAmount: Decimal
  /// Rounding amount (BT-114), signed: the round-off line.
  public var roundingAmount: Decimal
  /// Amount due for payment (BT-115): BT-112 − BT-113 + BT-114.
  public var payableAmount: Decimal

  /// Under GST reverse charge: the tax the recipient pays on the document's reverse-charge supplies
  /// (CGST Act s.9(3)), by head, shown on the invoice (CGST Rules, rule 46) and not part of
  /// ``taxAmount`` or ``payableAmount``.
  public var reverseChargeTax: BillTaxAmounts {
    taxBreakdown.reduce(into: BillTaxAmounts.zero) { sum, row in
      sum.cgst += row.reverseChargeTax.cgst
      sum.sgst += row.reverseChargeTax.sgst
      sum.igst += row.reverseChargeTax.igst
    }
  }

  /// Totals.
  public init(
    currency: Currency, lines: [BillLineTotals], allowancesAndCharges: [BillAllowanceChargeTotals],
    taxBreakdown: [BillTaxBreakdown], cgstAmount: Decimal, sgstAmount: Decimal, igstAmount: Decimal,
    vatAmount: Decimal, cessAmount: Decimal, specificCessAmount: Decimal, sumOfLineNetAmounts: Decimal,
    allowanceTotal: Decimal, chargeTotal: Decimal, taxExclusiveAmount: Decimal, taxAmount: Decimal,
    taxInclusiveAmount: Decimal, prepaidAmount: Decimal, roundingAmount: Decimal, payableAmount: Decimal
  ) {
    self.currency = currency
    self.lines = lines
    self.allowancesAndCharges = allowancesAndCharges
    self.taxBreakdown = taxBreakdown
    self.cgstAmount = cgstAmount
    self.sgstAmount = sgstAmount
    self.igstAmount = igstAmount
    self.vatAmount = vatAmount
    self.cessAmount = cessAmount
    self.specificCessAmount = specificCessAmount
    self.sumOfLineNetAmounts = sumOfLineNetAmounts
    self.allowanceTotal = allowanceTotal
    self.chargeTotal = chargeTotal
    self.taxExclusiveAmount = taxExclusiveAmount
    self.taxAmount = taxAmount
    self.taxInclusiveAmount = taxInclusiveAmount
    self.prepaidAmount = prepaidAmount
    self.roundingAmount = roundingAmount
    self.payableAmount = payableAmount
  }

  /// All cess, ad valorem and specific (the e-invoice's `CesVal`).
  public var totalCessAmount: Decimal { cessAmount + specificCessAmount }

  /// The tax-inclusive total after rounding, before prepaid amounts (the e-invoice's `TotInvVal`).
  public var roundedTotal: Decimal { taxInclusiveAmount + roundingAmount }
}
