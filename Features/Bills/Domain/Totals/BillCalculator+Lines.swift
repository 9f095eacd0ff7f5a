import Foundation
import IndiaTax
import SharedCore

extension BillCalculator {
  /// Validates a line and calculates its net amount, tax group and cess.
  func work(
    for line: BillLine, at position: BillDraftPosition, in draft: BillDraft, supply: BillGSTSupply?,
    groups: inout [BillTaxGroup], lastTax: inout (tax: BillTax, group: Int)?, scale: Int
  ) throws(BillCalculationError) -> BillLineWork {
    try Self.checkCurrency(line.currency, of: draft, at: position)
    if line.quantity.isNaN { throw .notANumber(position, field: .quantity) }
    if line.unitPrice.isNaN { throw .notANumber(position, field: .unitPrice) }
    if line.priceDiscount.isNaN { throw .notANumber(position, field: .priceDiscount) }
    if line.baseQuantity.isNaN { throw .notANumber(position, field: .baseQuantity) }
    // Signs are read from the value (it is not NaN here), which is much cheaper than comparing.
    if supply != nil, line.quantity.isSignMinus { throw .negativeQuantity(position, quantity: line.quantity) }
    if line.unitPrice.isSignMinus { throw .negativeValue(position, field: .unitPrice, value: line.unitPrice) }
    if !line.priceDiscount.isZero {
      guard !line.priceDiscount.isSignMinus else {
        throw .negativeValue(position, field: .priceDiscount, value: line.priceDiscount)
      }
      guard line.priceDiscount <= line.unitPrice else {
        throw .discountExceedsAmount(
          position, field: .priceDiscount, discount: line.priceDiscount, amount: line.unitPrice)
      }
    }
    guard !line.baseQuantity.isSignMinus, !line.baseQuantity.isZero else {
      throw .nonPositiveBaseQuantity(position, value: line.baseQuantity)
    }
    let group: Int
    if let lastTax, lastTax.tax == line.tax {
      group = lastTax.group
    } else {
      group = try groupIndex(for: line.tax, at: position, in: draft, supply: supply, groups: &groups)
      lastTax = (line.tax, group)
    }
    let taxed = groups[group].heads != .none

    let netPrice = line.priceDiscount.isZero ? line.unitPrice : line.unitPrice - line.priceDiscount
    var gross = line.quantity * netPrice
    if line.baseQuantity != 1 { gross = gross / line.baseQuantity }

    var allowance: Decimal = 0
    var discountField = BillDraftField.discount
    switch line.discount {
    case .none:
      break
    case .percent(let percent):
      guard !percent.isNaN else { throw .notANumber(position, field: .discount) }
      guard percent >= 0, percent <= 100 else { throw .discountPercentOutOfRange(position, percent: percent) }
      allowance = (gross * percent / 100).rounded(scale: scale)
    case .amount(let amount):
      try Self.checkAmount(amount, field: .discount, at: position, scale: scale)
      allowance = amount
    }
    var charge: Decimal = 0
    for item in line.allowancesAndCharges {
      try Self.checkAmount(item.amount, field: .lineAllowanceCharge, at: position, scale: scale)
      if item.isCharge {
        charge += item.amount
      } else {
        allowance += item.amount
        discountField = .lineAllowanceCharge
      }
    }
    // The line amount is rounded once; discounts, allowances and charges are whole minor units.
    let roundedGross = gross.rounded(scale: scale)
    if !allowance.isZero, !roundedGross.isSignMinus, allowance > roundedGross + charge {
      throw .discountExceedsAmount(position, field: discountField, discount: allowance, amount: roundedGross + charge)
    }
    let amount = allowance.isZero && charge.isZero ? roundedGross : roundedGross - allowance + charge

    var specificCess: Decimal = 0
    var cessRate: Decimal = 0
    if let cess = line.cess {
      guard supply != nil else { throw .notApplicable(position, field: .cessRate) }
      guard !cess.rate.isNaN else { throw .notANumber(position, field: .cessRate) }
      guard !cess.amountPerUnit.isNaN else { throw .notANumber(position, field: .cessAmountPerUnit) }
      guard cess.rate >= 0 else { throw .negativeValue(position, field: .cessRate, value: cess.rate) }
      guard cess.amountPerUnit >= 0 else {
        throw .negativeValue(position, field: .cessAmountPerUnit, value: cess.amountPerUnit)
      }
      let hasCess = !cess.rate.isZero || !cess.amountPerUnit.isZero
      if hasCess && line.tax.category != .standardRate {
        throw .notApplicable(position, field: cess.rate.isZero ? .cessAmountPerUnit : .cessRate)
      }
      if hasCess, let refusal = compensationCess.refusal(on: draft.ratesDate) {
        throw .cessNotLevied(position, field: cess.rate.isZero ? .cessAmountPerUnit : .cessRate, reason: refusal)
      }
      if taxed {
        cessRate = cess.rate
        specificCess = cess.amountPerUnit.isZero ? 0 : line.quantity * cess.amountPerUnit
      }
    }

    let net: Decimal
    if line.priceIncludesTax {
      if amount >= 0, specificCess > amount {
        throw .discountExceedsAmount(position, field: .cessAmountPerUnit, discount: specificCess, amount: amount)
      }
      let divisor = 1 + ((taxed ? groups[group].rate : 0) + cessRate) / 100
      net = ((amount - specificCess) / divisor).rounded(scale: scale)
      allowance = (allowance / divisor).rounded(scale: scale)
      charge = (charge / divisor).rounded(scale: scale)
    } else {
      net = amount
    }
    return BillLineWork(
      net: net, allowance: allowance, charge: charge, group: group, cessGroup: nil, specificCess: specificCess,
      inclusive: line.priceIncludesTax && cessRate.isZero ? amount - specificCess : nil)
  }

  /// Validates a tax treatment and finds (or adds) its group.
  func groupIndex(
    for tax: BillTax, at position: BillDraftPosition, in draft: BillDraft, supply: BillGSTSupply?,
    groups: inout [BillTaxGroup]
  ) throws(BillCalculationError) -> Int {
    guard !tax.rate.isNaN else { throw .notANumber(position, field: .taxRate) }
    guard tax.rate >= 0 else { throw .negativeValue(position, field: .taxRate, value: tax.rate) }
    guard tax.rate <= 100 else {
      throw .rateNotAllowedForCategory(position, category: tax.category, rate: tax.rate)
    }
    var category = tax.category
    var rate = tax.rate
    let heads: BillTaxGroup.Heads
    if let supply {
      guard category != .intraCommunitySupply else { throw .categoryNotAllowed(position, category: category) }
      if category == .standardRate {
        guard gstRates.allows(rate, on: draft.ratesDate) else {
          throw .rateNotInTable(position, rate: rate, date: draft.ratesDate)
        }
        if supply.isWithoutPayment {
          category = .export
          rate = 0
          heads = .none
        } else {
          heads = supply.isIntraState ? .centralAndState : .integrated
        }
      } else if category == .reverseCharge, !rate.isZero {
        // Reverse charge under GST: the rate and tax are shown, and the recipient pays the tax.
        guard gstRates.allows(rate, on: draft.ratesDate) else {
          throw .rateNotInTable(position, rate: rate, date: draft.ratesDate)
        }
        heads = supply.isIntraState ? .centralAndState : .integrated
      } else {
        heads = .none
      }
    } else {
      if category == .standardRate && rate.isZero {
        throw .rateNotAllowedForCategory(position, category: category, rate: rate)
      }
      heads = category == .standardRate ? .vat : .none
    }
    if category != .standardRate && !rate.isZero && !(supply != nil && category == .reverseCharge) {
      throw .rateNotAllowedForCategory(position, category: category, rate: rate)
    }
    if let index = groups.firstIndex(where: { $0.category == category && $0.rate == rate }) {
      if groups[index].exemptionReason == nil { groups[index].exemptionReason = tax.exemptionReason }
      return index
    }
    groups.append(BillTaxGroup(category: category, rate: rate, heads: heads, exemptionReason: tax.exemptionReason))
    return groups.count - 1
  }

  /// Throws unless `value` is zero or more with at most the currency's fraction digits.
  static func checkAmount(
    _ value: Decimal, field: BillDraftField, at position: BillDraftPosition, scale: Int
  ) throws(BillCalculationError) {
    guard !value.isNaN else { throw .notANumber(position, field: field) }
    guard value >= 0 else { throw .negativeValue(position, field: field, value: value) }
    guard value.rounded(scale: scale) == value else {
      throw .tooManyFractionDigits(position, field: field, value: value)
    }
  }

  /// Throws when `currency` is given and is not the document's.
  static func checkCurrency(
    _ currency: Currency?, of draft: BillDraft, at position: BillDraftPosition
  ) throws(BillCalculationError) {
    guard let currency, currency != draft.currency else { return }
    throw .currencyMismatch(position, expected: draft.currency.code, found: currency.code)
  }

  /// Throws unless, on `date`, the supplier's state code is a state of registration and the place of
  /// supply a place of supply (IndiaTax's `GSTStateCode`).
  static func checkStateCodes(of supply: BillGSTSupply, on date: CalendarDate) throws(BillCalculationError) {
    do {
      _ = try GSTStateCode.registrationState(supply.supplierStateCode, on: date)
    } catch {
      throw .invalidStateCode(field: .supplierStateCode, code: supply.supplierStateCode)
    }
    do {
      _ = try GSTStateCode.placeOfSupply(supply.placeOfSupply, on: date)
    } catch {
      throw .invalidStateCode(field: .placeOfSupply, code: supply.placeOfSupply)
    }
  }

  /// Throws when two lines, or two document-level allowances or charges, share an identifier.
  static func checkUniqueIDs(_ draft: BillDraft) throws(BillCalculationError) {
    var seen = Set<String>(minimumCapacity: draft.lines.count)
    for (index, line) in draft.lines.enumerated() where !seen.insert(line.id).inserted {
      throw .duplicateID(.line(index: index, id: line.id))
    }
    seen.removeAll(keepingCapacity: true)
    for (index, item) in draft.allowancesAndCharges.enumerated() where !seen.insert(item.id).inserted {
      throw .duplicateID(.allowanceCharge(index: index, id: item.id))
    }
  }
}
