import Foundation
import IndiaTax
import SharedCore

/// The exact totals engine: prices a ``BillDraft`` under GST or EN 16931 VAT and returns
/// ``BillTotals`` whose every amount is a `Decimal` rounded half up (away from zero) to the currency's
/// minor unit, at the points the rules say.
///
/// - Each line's net amount is `quantity × net price ÷ base quantity` rounded, less discounts and
///   allowances, plus charges, all in whole minor units (EN 16931 BT-131; the GST taxable value,
///   discounts before tax per CGST Act s.15(3)). A tax-inclusive line's taxable value is calculated
///   back from its amount; under GST its rate group's tax is then what its tax-inclusive lines were
///   sold for less their taxable value, so quantity × MRP is charged exactly (see
///   ``BillLine/priceIncludesTax``).
/// - Tax is calculated per category and rate on the sum of the taxable amounts (EN 16931 BR-CO-17),
///   per head under GST (CGST and SGST each at half the rate, rounded separately, so they are equal),
///   then distributed to the lines with the rounding error carried from line to line, so the lines
///   always add up to the document.
/// - Cess is calculated the same way per cess rate; specific cess on the sum of `quantity × amount per
///   unit`. A document-level allowance or charge changes the ad valorem cess base as it changes the
///   taxable amount: it is apportioned to the cess rates of the lines of its tax category and rate, pro
///   rata to their net amounts, each part rounded half up to the minor unit.
/// - The round-off, if any, rounds the amount due and is reported as its own signed amount.
///
/// Reference data comes from IndiaTax and is read on the document's own date: the supplier's state
/// must be a state of registration and the place of supply a place of supply that day
/// (`GSTStateCode`), a standard rate must be in force that day for some supply (`GSTRateTable`; a
/// rate kept for named goods only, such as 12 % for bricks after 22 Sep 2025, passes here, since a
/// line carries no HSN code: the e-invoice check and the product form check it against the goods),
/// and a line may carry compensation cess only while it is levied (`CompensationCessTable`, until
/// 31 Jan 2026).
///
/// ```swift
/// let totals = try BillCalculator().totals(for: draft)
/// totals.cgstAmount          // 0.91 for two 7.60 lines at 12 % within a state
/// totals.lines.map(\.tax.cgst)   // [0.46, 0.45]
/// ```
public struct BillCalculator: Sendable {
  /// How the engine does its arithmetic; both give identical totals.
  public enum Arithmetic: Sendable, Hashable, CaseIterable {
    /// Exact 64-bit integer fixed-point (128-bit products) wherever the draft fits — tax-exclusive
    /// prices per unit, up to 4 quantity and 6 price digits, no overflow — and `Decimal` otherwise.
    /// Several times faster.
    case fixedPointWhereExact
    /// `Decimal` throughout: the straightforward implementation of the same rules.
    case decimal
  }

  /// The GST rates a standard-rated GST line may use, by document date.
  public let gstRates: GSTRateTable
  /// When a GST line may carry compensation cess, by document date.
  public let compensationCess: CompensationCessTable
  /// How the arithmetic is done.
  public let arithmetic: Arithmetic

  /// An engine checking GST rates against `gstRates` and cess against `compensationCess`.
  public init(
    gstRates: GSTRateTable = .india, compensationCess: CompensationCessTable = .india,
    arithmetic: Arithmetic = .fixedPointWhereExact
  ) {
    self.gstRates = gstRates
    self.compensationCess = compensationCess
    self.arithmetic = arithmetic
  }

  /// The totals of `draft`.
  /// - Throws: ``BillCalculationError`` naming the line or allowance/charge and the field at fault.
  public func totals(for draft: BillDraft) throws(BillCalculationError) -> BillTotals {
    guard !draft.lines.isEmpty else { throw .emptyDraft }
    let scale = draft.currency.minorUnitDigits
    var supply: BillGSTSupply?
    if case .gst(let gst) = draft.regime {
      try Self.checkStateCodes(of: gst, on: draft.ratesDate)
      supply = gst
    }
    try Self.checkUniqueIDs(draft)
    if arithmetic == .fixedPointWhereExact,
      let totals = BillFixedPointTotals.totals(for: draft, supply: supply, calculator: self)
    {
      return totals
    }

    var groups: [BillTaxGroup] = []
    var cessGroups: [BillCessGroup] = []
    var specificCessExact: Decimal = 0
    var specificCessMembers = 0
    var lineWork: [BillLineWork] = []
    lineWork.reserveCapacity(draft.lines.count)
    var lastTax: (tax: BillTax, group: Int)?
    var lastInclusiveLine: [Int: Int] = [:]
    for (index, line) in draft.lines.enumerated() {
      let position = BillDraftPosition.line(index: index, id: line.id)
      var work = try self.work(
        for: line, at: position, in: draft, supply: supply, groups: &groups, lastTax: &lastTax, scale: scale)
      groups[work.group].taxable += work.net
      groups[work.group].members += 1
      if let inclusive = work.inclusive {
        groups[work.group].inclusiveAmount += inclusive
        groups[work.group].inclusiveTaxable += work.net
        groups[work.group].inclusiveMembers += 1
        lastInclusiveLine[work.group] = index
      } else if draft.lines[index].priceIncludesTax {
        groups[work.group].hasInclusiveCess = true
      }
      if let cess = line.cess, groups[work.group].heads != .none {
        if !cess.rate.isZero {
          let cessIndex = Self.cessGroupIndex(rate: cess.rate, in: &cessGroups)
          cessGroups[cessIndex].taxable += work.net
          cessGroups[cessIndex].lineNet += work.net
          cessGroups[cessIndex].lineNetByTaxGroup[work.group, default: 0] += work.net
          cessGroups[cessIndex].members += 1
          work.cessGroup = cessIndex
        }
        if !work.specificCess.isZero {
          specificCessExact += work.specificCess
          specificCessMembers += 1
        }
      }
      lineWork.append(work)
    }

    let lineNets = groups.map(\.taxable)
    var adjustmentGroups: [Int] = []
    adjustmentGroups.reserveCapacity(draft.allowancesAndCharges.count)
    var allowanceTotal: Decimal = 0
    var chargeTotal: Decimal = 0
    for (index, item) in draft.allowancesAndCharges.enumerated() {
      let position = BillDraftPosition.allowanceCharge(index: index, id: item.id)
      try Self.checkCurrency(item.currency, of: draft, at: position)
      try Self.checkAmount(item.amount, field: .amount, at: position, scale: scale)
      let group = try groupIndex(for: item.tax, at: position, in: draft, supply: supply, groups: &groups)
      let signed = item.isCharge ? item.amount : -item.amount
      groups[group].taxable += signed
      groups[group].members += 1
      // Its part of the cess base of each cess rate among the group's lines, pro rata to their net amounts.
      if group < lineNets.count, lineNets[group] > 0 {
        for cessIndex in cessGroups.indices {
          guard let part = cessGroups[cessIndex].lineNetByTaxGroup[group], !part.isZero else { continue }
          cessGroups[cessIndex].taxable += (signed * part / lineNets[group]).rounded(scale: scale)
        }
      }
      adjustmentGroups.append(group)
      if item.isCharge { chargeTotal += item.amount } else { allowanceTotal += item.amount }
    }

    for index in groups.indices {
      let adjustment = groups[index].settle(scale: scale)
      if !adjustment.isZero, let line = lastInclusiveLine[index] { lineWork[line].net += adjustment }
    }
    let lineNetSum = lineWork.reduce(Decimal(0)) { $0 + $1.net }
    for index in cessGroups.indices { cessGroups[index].settle(scale: scale) }
    var specificCess = BillRoundingShare(total: specificCessExact.rounded(scale: scale), count: specificCessMembers)

    var lines: [BillLineTotals] = []
    lines.reserveCapacity(draft.lines.count)
    for (index, work) in lineWork.enumerated() {
      let group = work.group
      let share = groups[group].share(of: work.net, scale: scale)
      let tax = groups[group].isReverseCharge ? BillTaxAmounts.zero : share
      var cess: Decimal = 0
      if let cessGroup = work.cessGroup {
        cess = cessGroups[cessGroup].share.take(cessGroups[cessGroup].exactCess(of: work.net), scale: scale)
      }
      let specific = work.specificCess.isZero ? 0 : specificCess.take(work.specificCess, scale: scale)
      lines.append(
        BillLineTotals(
          id: draft.lines[index].id,
          grossAmount: work.allowance.isZero && work.charge.isZero ? work.net : work.net + work.allowance - work.charge,
          allowanceAmount: work.allowance, chargeAmount: work.charge, netAmount: work.net,
          category: groups[group].category, rate: groups[group].rate, tax: tax, cessAmount: cess,
          specificCessAmount: specific, reverseChargeTax: groups[group].isReverseCharge ? share : .zero))
    }
    var adjustments: [BillAllowanceChargeTotals] = []
    adjustments.reserveCapacity(draft.allowancesAndCharges.count)
    for (index, item) in draft.allowancesAndCharges.enumerated() {
      let group = adjustmentGroups[index]
      let share = groups[group].share(of: item.isCharge ? item.amount : -item.amount, scale: scale)
      let tax = groups[group].isReverseCharge ? BillTaxAmounts.zero : share
      adjustments.append(
        BillAllowanceChargeTotals(
          id: item.id, isCharge: item.isCharge, amount: item.amount, category: groups[group].category,
          rate: groups[group].rate, tax: tax))
    }

    return try documentTotals(
      draft, scale: scale, lines: lines, adjustments: adjustments, groups: groups,
      cess: cessGroups.reduce(Decimal(0)) { $0 + $1.share.total }, specificCess: specificCess.total,
      lineNetSum: lineNetSum, allowanceTotal: allowanceTotal, chargeTotal: chargeTotal)
  }

  /// The document totals, the round-off and the credit-note check.
  private func documentTotals(
    _ draft: BillDraft, scale: Int, lines: [BillLineTotals], adjustments: [BillAllowanceChargeTotals],
    groups: [BillTaxGroup], cess: Decimal, specificCess: Decimal, lineNetSum: Decimal, allowanceTotal: Decimal,
    chargeTotal: Decimal
  ) throws(BillCalculationError) -> BillTotals {
    var heads = BillTaxAmounts.zero
    for group in groups where !group.isReverseCharge {
      heads.cgst += group.tax.cgst
      heads.sgst += group.tax.sgst
      heads.igst += group.tax.igst
      heads.vat += group.tax.vat
    }
    let taxExclusive = lineNetSum - allowanceTotal + chargeTotal
    let taxTotal = heads.total + cess + specificCess
    let taxInclusive = taxExclusive + taxTotal
    try Self.checkAmount(draft.prepaidAmount, field: .prepaidAmount, at: .document, scale: scale)
    let due = taxInclusive - draft.prepaidAmount
    let rounding: Decimal
    switch draft.roundOff {
    case .none:
      rounding = 0
    case .nearest(let increment):
      guard !increment.isNaN, increment > 0 else { throw .invalidRoundOffIncrement(increment) }
      rounding = (due / increment).rounded(scale: 0) * increment - due
    case .amount(let amount):
      guard !amount.isNaN, amount.rounded(scale: scale) == amount else {
        throw .tooManyFractionDigits(.document, field: .roundOff, value: amount)
      }
      rounding = amount
    }
    if draft.kind == .creditNote, let original = draft.originalTotal, taxInclusive + rounding > original {
      throw .creditNoteExceedsOriginal(creditNoteTotal: taxInclusive + rounding, originalTotal: original)
    }
    return BillTotals(
      currency: draft.currency, lines: lines, allowancesAndCharges: adjustments,
      taxBreakdown: groups.map(\.breakdown), cgstAmount: heads.cgst, sgstAmount: heads.sgst,
      igstAmount: heads.igst, vatAmount: heads.vat, cessAmount: cess, specificCessAmount: specificCess,
      sumOfLineNetAmounts: lineNetSum, allowanceTotal: allowanceTotal, chargeTotal: chargeTotal,
      taxExclusiveAmount: taxExclusive, taxAmount: taxTotal, taxInclusiveAmount: taxInclusive,
      prepaidAmount: draft.prepaidAmount, roundingAmount: rounding, payableAmount: due + rounding)
  }

  private static func cessGroupIndex(rate: Decimal, in groups: inout [BillCessGroup]) -> Int {
    if let index = groups.firstIndex(where: { $0.rate == rate }) { return index }
    groups.append(BillCessGroup(rate: rate))
    return groups.count - 1
  }
}
