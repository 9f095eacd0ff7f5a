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
  /// The tax-inclusive amounts of the group's tax-inclusive lines, and their taxable values.
  var inclusiveAmount: Decimal = 0
  var inclusiveTaxable: Decimal = 0
  var inclusiveMembers = 0
  /// Whether the group's tax is GST under reverse charge: shown at its rate, paid by the recipient,
  /// not charged on the document.
  var isReverseCharge: Bool { category == .reverseCharge && heads != .none }
  /// Whether a tax-inclusive line of the group carries ad valorem cess: its tax is then calculated on
  /// its taxable value like any other line's.
  var hasInclusiveCess = false

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
  ///
  /// Under GST, the tax of the group's tax-inclusive lines is what they were sold for less their
  /// taxable value, so that a shop selling at MRP gets exactly quantity × MRP (within a minor unit per
  /// head of the rate applied to the taxable value); the rest of the group is taxed at the rate as
  /// usual. VAT (EN 16931 BR-CO-17) taxes every group at the rate. Under CGST and SGST, whose amounts are equal, an odd minor unit left by that
  /// difference moves from the taxable value to the tax.
  /// - Returns: The change (zero or one minor unit less) to make to the last tax-inclusive line's
  ///   taxable value.
  @discardableResult
  mutating func settle(scale: Int) -> Decimal {
    guard inclusiveMembers > 0, !hasInclusiveCess, heads == .centralAndState || heads == .integrated else {
      settleAtRate(scale: scale)
      return 0
    }
    let unit = Decimal(sign: .plus, exponent: -scale, significand: 1)
    var derived = inclusiveAmount - inclusiveTaxable
    var adjustment: Decimal = 0
    let halves = derived / unit / 2
    if heads == .centralAndState, halves.rounded(scale: 0) != halves {
      adjustment = -unit
      derived += unit
      taxable -= unit
      inclusiveTaxable -= unit
    }
    let exclusive = ((taxable - inclusiveTaxable) * factor).rounded(scale: scale)
    let head = exclusive + (heads == .centralAndState ? derived / 2 : derived)
    setTax(head: head)
    return adjustment
  }

  /// Every member taxed at the rate on the group's taxable amount.
  private mutating func settleAtRate(scale: Int) {
    setTax(head: (taxable * factor).rounded(scale: scale))
  }

  private mutating func setTax(head: Decimal) {
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

  /// The breakdown row: under reverse charge its tax is shown apart, as the recipient's to pay.
  var breakdown: BillTaxBreakdown {
    BillTaxBreakdown(
      category: category, rate: rate, taxableAmount: taxable, tax: isReverseCharge ? .zero : tax,
      exemptionReason: exemptionReason, reverseChargeTax: isReverseCharge ? tax : .zero)
  }
}
