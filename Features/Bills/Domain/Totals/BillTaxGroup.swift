import Foundation
import SharedCore

/// The lines and document-level allowances and charges of one tax category and rate, while
/// ``BillCalculator`` totals a draft.
struct BillTaxGroup {
  /// How the group's tax splits into heads.
  enum Heads {
    /// No tax.
    case none
    /// CGST and SGST, each at half the rate.
    case centralAndState
    /// IGST at the full rate.
    case integrated
    /// VAT at the rate.
    case vat
  }

  let category: BillTaxCategory
  let rate: Decimal
  let heads: Heads
  /// The rate of each head as a fraction: `rate / 200` for CGST and SGST, `rate / 100` otherwise.
  let factor: Decimal
  var exemptionReason: String?
  var taxable: Decimal = 0
  var members = 0
  var tax = BillTaxAmounts.zero
  var shares: [BillRoundingShare] = []

  init(category: BillTaxCategory, rate: Decimal, heads: Heads, exemptionReason: String?) {
    self.category = category
    self.rate = rate
    self.heads = heads
    self.exemptionReason = exemptionReason
    switch heads {
    case .none: factor = 0
    case .centralAndState: factor = rate / 200
    case .integrated, .vat: factor = rate / 100
    }
  }

  /// Rounds the group's tax per head, half up, and prepares to distribute it over the members.
  mutating func settle(scale: Int) {
    let head = (taxable * factor).rounded(scale: scale)
    switch heads {
    case .none: tax = .zero
    case .centralAndState: tax = BillTaxAmounts(cgst: head, sgst: head)
    case .integrated: tax = BillTaxAmounts(igst: head)
    case .vat: tax = BillTaxAmounts(vat: head)
    }
    shares = heads == .none ? [] : [BillRoundingShare(total: head, count: members)]
  }

  /// A member's share of the group's tax, given its signed taxable amount.
  mutating func share(of amount: Decimal, scale: Int) -> BillTaxAmounts {
    guard !shares.isEmpty else { return .zero }
    let value = shares[0].take(amount * factor, scale: scale)
    switch heads {
    case .none: return .zero
    case .centralAndState: return BillTaxAmounts(cgst: value, sgst: value)
    case .integrated: return BillTaxAmounts(igst: value)
    case .vat: return BillTaxAmounts(vat: value)
    }
  }

  /// The breakdown row.
  var breakdown: BillTaxBreakdown {
    BillTaxBreakdown(
      category: category, rate: rate, taxableAmount: taxable, tax: tax, exemptionReason: exemptionReason)
  }
}
