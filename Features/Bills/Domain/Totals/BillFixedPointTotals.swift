import Foundation
import IndiaTax
import SharedCore

/// ``BillCalculator``'s fast path: the same rules as the `Decimal` path, computed exactly in
/// integers. It returns `nil` for anything it does not handle identically — tax-inclusive prices,
/// base quantities other than 1, more than 4 quantity or 6 price digits, overflow — and for any input
/// the `Decimal` path would refuse, which then reports the error.
enum BillFixedPointTotals {
  private static let quantityScale = 4
  private static let priceScale = 6
  private static let rateScale = 4

  private struct Line {
    var net: Int64
    var allowance: Int64
    var charge: Int64
    var group: Int
    var cessGroup: Int
    var specific: Int64
  }

  private struct Cess {
    let rate: Int64
    var taxable: Int64 = 0
    var lineNet: Int64 = 0
    var lineNetByGroup: [Int: Int64] = [:]
    var members = 0
    var share = BillFixedPointShare(total: 0, denominator: 1, count: 0)
  }

  // A long function on purpose: one pass per stage, no per-line allocation.
  static func totals(
    for draft: BillDraft, supply: BillGSTSupply?, calculator: BillCalculator
  ) -> BillTotals? {
    let scale = draft.currency.minorUnitDigits
    guard scale <= 4 else { return nil }
    let productScale = quantityScale + priceScale
    let minorFromProduct = BillFixedPoint.power(productScale - scale)
    let percentDenominator = BillFixedPoint.power(productScale - scale + 2 + rateScale)
    let rateDenominator = 100 * BillFixedPoint.power(rateScale)

    var groups: [BillTaxGroup] = []
    var groupRates: [Int64] = []
    var groupTaxable: [Int64] = []
    var cessGroups: [Cess] = []
    var specificSum: Int64 = 0
    var specificMembers = 0
    var lines: [Line] = []
    lines.reserveCapacity(draft.lines.count)
    // Tax treatments already resolved: a draft has few, so a short list beats resolving each line's.
    var resolved: [(tax: BillTax, group: Int)] = []

    func group(for tax: BillTax, at position: BillDraftPosition) -> Int? {
      for entry in resolved where entry.tax.category == tax.category && entry.tax == tax { return entry.group }
      let count = groups.count
      guard
        let index = try? calculator.groupIndex(
          for: tax, at: position, in: draft, supply: supply, groups: &groups),
        !groups[index].isReverseCharge
      else { return nil }
      if groups.count > count {
        guard let rate = BillFixedPoint.fixed(groups[index].rate, scale: rateScale) else { return nil }
        groupRates.append(rate)
        groupTaxable.append(0)
      }
      if resolved.count < 16 { resolved.append((tax, index)) }
      return index
    }

    for (index, line) in draft.lines.enumerated() {
      if let currency = line.currency, currency != draft.currency { return nil }
      guard !line.priceIncludesTax, line.baseQuantity == 1,
        let quantity = BillFixedPoint.fixed(line.quantity, scale: quantityScale),
        let price = BillFixedPoint.fixed(line.unitPrice, scale: priceScale),
        let priceDiscount = BillFixedPoint.fixed(line.priceDiscount, scale: priceScale),
        supply == nil || quantity >= 0, price >= 0, priceDiscount >= 0, priceDiscount <= price,
        let gross = BillFixedPoint.multiply(quantity, price - priceDiscount)
      else { return nil }
      let roundedGross = BillFixedPoint.divide(gross, by: minorFromProduct)

      var allowance: Int64 = 0
      switch line.discount {
      case .none:
        break
      case .percent(let percent):
        guard let percent = BillFixedPoint.fixed(percent, scale: rateScale), percent >= 0,
          percent <= rateDenominator,
          let amount = BillFixedPoint.multiplyDivide(gross, percent, by: percentDenominator)
        else { return nil }
        allowance = amount
      case .amount(let amount):
        guard let amount = BillFixedPoint.fixed(amount, scale: scale), amount >= 0 else { return nil }
        allowance = amount
      }
      var charge: Int64 = 0
      for item in line.allowancesAndCharges {
        guard let amount = BillFixedPoint.fixed(item.amount, scale: scale), amount >= 0 else { return nil }
        if item.isCharge {
          guard let sum = BillFixedPoint.add(charge, amount) else { return nil }
          charge = sum
        } else {
          guard let sum = BillFixedPoint.add(allowance, amount) else { return nil }
          allowance = sum
        }
      }
      guard let chargedGross = BillFixedPoint.add(roundedGross, charge),
        allowance == 0 || roundedGross < 0 || allowance <= chargedGross,
        let net = BillFixedPoint.add(chargedGross, -allowance),
        let groupIndex = group(for: line.tax, at: .line(index: index, id: line.id)),
        let taxable = BillFixedPoint.add(groupTaxable[groupIndex], net)
      else { return nil }
      groupTaxable[groupIndex] = taxable
      groups[groupIndex].members += 1

      var work = Line(net: net, allowance: allowance, charge: charge, group: groupIndex, cessGroup: -1, specific: 0)
      if let cess = line.cess {
        guard supply != nil, let rate = BillFixedPoint.fixed(cess.rate, scale: rateScale),
          let perUnit = BillFixedPoint.fixed(cess.amountPerUnit, scale: priceScale), rate >= 0, perUnit >= 0,
          (rate == 0 && perUnit == 0)
            || (line.tax.category == .standardRate && calculator.compensationCess.isLevied(on: draft.ratesDate))
        else { return nil }
        if groups[groupIndex].heads != .none {
          if rate != 0 {
            var cessIndex = cessGroups.firstIndex { $0.rate == rate } ?? -1
            if cessIndex < 0 {
              cessGroups.append(Cess(rate: rate))
              cessIndex = cessGroups.count - 1
            }
            guard let sum = BillFixedPoint.add(cessGroups[cessIndex].taxable, net),
              let byGroup = BillFixedPoint.add(cessGroups[cessIndex].lineNetByGroup[groupIndex] ?? 0, net)
            else { return nil }
            // Only lines so far: the base is the lines' net amount.
            cessGroups[cessIndex].taxable = sum
            cessGroups[cessIndex].lineNet = sum
            cessGroups[cessIndex].lineNetByGroup[groupIndex] = byGroup
            cessGroups[cessIndex].members += 1
            work.cessGroup = cessIndex
          }
          guard let specific = BillFixedPoint.multiply(quantity, perUnit),
            let sum = BillFixedPoint.add(specificSum, specific)
          else { return nil }
          if specific != 0 {
            work.specific = specific
            specificSum = sum
            specificMembers += 1
          }
        }
      }
      lines.append(work)
    }
    var lineNetSum: Int64 = 0
    for taxable in groupTaxable {
      guard let sum = BillFixedPoint.add(lineNetSum, taxable) else { return nil }
      lineNetSum = sum
    }

    let lineNets = groupTaxable
    var adjustments: [(amount: Int64, group: Int)] = []
    adjustments.reserveCapacity(draft.allowancesAndCharges.count)
    var allowanceTotal: Int64 = 0
    var chargeTotal: Int64 = 0
    for (index, item) in draft.allowancesAndCharges.enumerated() {
      if let currency = item.currency, currency != draft.currency { return nil }
      guard let amount = BillFixedPoint.fixed(item.amount, scale: scale), amount >= 0,
        let groupIndex = group(for: item.tax, at: .allowanceCharge(index: index, id: item.id)),
        let taxable = BillFixedPoint.add(groupTaxable[groupIndex], item.isCharge ? amount : -amount),
        let allowances = BillFixedPoint.add(allowanceTotal, item.isCharge ? 0 : amount),
        let charges = BillFixedPoint.add(chargeTotal, item.isCharge ? amount : 0)
      else { return nil }
      groupTaxable[groupIndex] = taxable
      groups[groupIndex].members += 1
      if groupIndex < lineNets.count, lineNets[groupIndex] > 0 {
        // Its part of the cess base of each cess rate among the group's lines, pro rata to their nets.
        for cessIndex in cessGroups.indices {
          let part = cessGroups[cessIndex].lineNetByGroup[groupIndex] ?? 0
          if part == 0 { continue }
          guard
            let share = BillFixedPoint.multiplyDivide(
              item.isCharge ? amount : -amount, part, by: lineNets[groupIndex]),
            let sum = BillFixedPoint.add(cessGroups[cessIndex].taxable, share)
          else { return nil }
          cessGroups[cessIndex].taxable = sum
        }
      }
      allowanceTotal = allowances
      chargeTotal = charges
      adjustments.append((item.isCharge ? amount : -amount, groupIndex))
    }

    // Each head's total per rate, and its shares.
    var shares: [BillFixedPointShare] = []
    shares.reserveCapacity(groups.count)
    var heads = (cgst: Int64(0), igst: Int64(0), vat: Int64(0))
    for index in groups.indices {
      let denominator = groups[index].heads == .centralAndState ? 2 * rateDenominator : rateDenominator
      guard
        let total = groups[index].heads == .none
          ? 0 : BillFixedPoint.multiplyDivide(groupTaxable[index], groupRates[index], by: denominator)
      else { return nil }
      switch groups[index].heads {
      case .none: break
      case .centralAndState: guard let sum = BillFixedPoint.add(heads.cgst, total) else { return nil }; heads.cgst = sum
      case .integrated: guard let sum = BillFixedPoint.add(heads.igst, total) else { return nil }; heads.igst = sum
      case .vat: guard let sum = BillFixedPoint.add(heads.vat, total) else { return nil }; heads.vat = sum
      }
      shares.append(BillFixedPointShare(total: total, denominator: denominator, count: groups[index].members))
    }
    var cessTotal: Int64 = 0
    for index in cessGroups.indices {
      guard
        let total = BillFixedPoint.multiplyDivide(
          cessGroups[index].taxable, cessGroups[index].rate, by: rateDenominator)
      else { return nil }
      // When document-level amounts changed the base, the lines share it pro rata: each line's exact
      // cess is net × rate × taxable ÷ (rate denominator × line net).
      var denominator = rateDenominator
      if cessGroups[index].taxable != cessGroups[index].lineNet, cessGroups[index].lineNet > 0 {
        guard let scaled = BillFixedPoint.multiply(rateDenominator, cessGroups[index].lineNet) else { return nil }
        denominator = scaled
      }
      cessGroups[index].share = BillFixedPointShare(
        total: total, denominator: denominator, count: cessGroups[index].members)
      guard let sum = BillFixedPoint.add(cessTotal, total) else { return nil }
      cessTotal = sum
    }
    let specificTotal = BillFixedPoint.divide(specificSum, by: minorFromProduct)
    var specificShare = BillFixedPointShare(total: specificTotal, denominator: minorFromProduct, count: specificMembers)

    func amounts(_ heads: BillTaxGroup.Heads, _ value: Int64) -> BillTaxAmounts {
      let decimal = BillFixedPoint.decimal(value, scale: scale)
      switch heads {
      case .none: return .zero
      case .centralAndState: return BillTaxAmounts(cgst: decimal, sgst: decimal)
      case .integrated: return BillTaxAmounts(igst: decimal)
      case .vat: return BillTaxAmounts(vat: decimal)
      }
    }
    func decimal(_ value: Int64) -> Decimal { BillFixedPoint.decimal(value, scale: scale) }

    var lineTotals: [BillLineTotals] = []
    lineTotals.reserveCapacity(lines.count)
    for (index, line) in lines.enumerated() {
      let group = groups[line.group]
      guard let numerator = BillFixedPoint.multiply(line.net, groupRates[line.group]),
        let share = shares[line.group].take(numerator)
      else { return nil }
      var cess: Int64 = 0
      if line.cessGroup >= 0 {
        let cessGroup = cessGroups[line.cessGroup]
        guard var cessNumerator = BillFixedPoint.multiply(line.net, cessGroup.rate) else { return nil }
        if cessGroup.taxable != cessGroup.lineNet, cessGroup.lineNet > 0 {
          guard let scaled = BillFixedPoint.multiply(cessNumerator, cessGroup.taxable) else { return nil }
          cessNumerator = scaled
        }
        guard let value = cessGroups[line.cessGroup].share.take(cessNumerator) else { return nil }
        cess = value
      }
      var specific: Int64 = 0
      if line.specific != 0 {
        guard let value = specificShare.take(line.specific) else { return nil }
        specific = value
      }
      lineTotals.append(
        BillLineTotals(
          id: draft.lines[index].id, grossAmount: decimal(line.net - line.charge + line.allowance),
          allowanceAmount: decimal(line.allowance), chargeAmount: decimal(line.charge), netAmount: decimal(line.net),
          category: group.category, rate: group.rate, tax: amounts(group.heads, share), cessAmount: decimal(cess),
          specificCessAmount: decimal(specific)))
    }
    var adjustmentTotals: [BillAllowanceChargeTotals] = []
    adjustmentTotals.reserveCapacity(adjustments.count)
    for (index, adjustment) in adjustments.enumerated() {
      let group = groups[adjustment.group]
      guard let numerator = BillFixedPoint.multiply(adjustment.amount, groupRates[adjustment.group]),
        let share = shares[adjustment.group].take(numerator)
      else { return nil }
      let item = draft.allowancesAndCharges[index]
      adjustmentTotals.append(
        BillAllowanceChargeTotals(
          id: item.id, isCharge: item.isCharge, amount: decimal(abs(adjustment.amount)),
          category: group.category, rate: group.rate, tax: amounts(group.heads, share)))
    }

    // Document totals.
    guard let central = BillFixedPoint.multiply(heads.cgst, 2),
      let taxTotal = BillFixedPoint.sum([central, heads.igst, heads.vat, cessTotal, specificTotal]),
      let taxExclusive = BillFixedPoint.sum([lineNetSum, -allowanceTotal, chargeTotal]),
      let taxInclusive = BillFixedPoint.add(taxExclusive, taxTotal),
      let prepaid = BillFixedPoint.fixed(draft.prepaidAmount, scale: scale), prepaid >= 0,
      let due = BillFixedPoint.add(taxInclusive, -prepaid)
    else { return nil }
    let rounding: Int64
    switch draft.roundOff {
    case .none:
      rounding = 0
    case .nearest(let increment):
      guard let increment = BillFixedPoint.fixed(increment, scale: scale), increment > 0,
        let rounded = BillFixedPoint.multiply(BillFixedPoint.divide(due, by: increment), increment)
      else { return nil }
      guard let difference = BillFixedPoint.add(rounded, -due) else { return nil }
      rounding = difference
    case .amount(let amount):
      guard let amount = BillFixedPoint.fixed(amount, scale: scale) else { return nil }
      rounding = amount
    }
    guard let total = BillFixedPoint.add(taxInclusive, rounding), let payable = BillFixedPoint.add(due, rounding)
    else { return nil }
    let roundedTotal = decimal(total)
    if draft.kind == .creditNote, let original = draft.originalTotal, !(roundedTotal <= original) { return nil }

    var breakdown: [BillTaxBreakdown] = []
    breakdown.reserveCapacity(groups.count)
    for (index, group) in groups.enumerated() {
      breakdown.append(
        BillTaxBreakdown(
          category: group.category, rate: group.rate, taxableAmount: decimal(groupTaxable[index]),
          tax: amounts(group.heads, shares[index].total), exemptionReason: group.exemptionReason))
    }
    return BillTotals(
      currency: draft.currency, lines: lineTotals, allowancesAndCharges: adjustmentTotals, taxBreakdown: breakdown,
      cgstAmount: decimal(heads.cgst), sgstAmount: decimal(heads.cgst), igstAmount: decimal(heads.igst),
      vatAmount: decimal(heads.vat), cessAmount: decimal(cessTotal), specificCessAmount: decimal(specificTotal),
      sumOfLineNetAmounts: decimal(lineNetSum), allowanceTotal: decimal(allowanceTotal),
      chargeTotal: decimal(chargeTotal), taxExclusiveAmount: decimal(taxExclusive), taxAmount: decimal(taxTotal),
      taxInclusiveAmount: decimal(taxInclusive), prepaidAmount: decimal(prepaid), roundingAmount: decimal(rounding),
      payableAmount: decimal(payable))
  }
}
