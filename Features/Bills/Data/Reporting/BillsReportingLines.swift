import Foundation
import SharedCore

/// A priced document's lines as reporting lines: each line's taxable value and tax by head, with the
/// document's allowances and charges folded in.
struct BillsReportingLines {
  let document: BillDocument
  let totals: BillTotals
  let supply: BillGSTSupply?

  func lines() throws -> [ReportingDocumentLine] {
    let currency = document.currency
    var lines: [ReportingDocumentLine] = []
    var categories: [BillTaxCategory] = []
    for (line, priced) in zip(document.lines, totals.lines) {
      let tax = priced.category == .reverseCharge ? priced.reverseChargeTax : priced.tax
      lines.append(
        ReportingDocumentLine(
          productID: line.productID, description: line.description, hsn: line.hsnOrSAC, unit: line.unit,
          quantity: line.line.quantity, treatment: treatment(priced.category), rate: priced.rate,
          taxable: try money(priced.netAmount), igst: try money(tax.igst), cgst: try money(tax.cgst),
          sgst: try money(tax.sgst), cess: try money(priced.cessAmount + priced.specificCessAmount)))
      categories.append(priced.category)
    }
    for adjustment in totals.allowancesAndCharges {
      let sign: Decimal = adjustment.isCharge ? 1 : -1
      let taxable = try money(sign * adjustment.amount)
      let tax = adjustment.tax
      if let index = lines.indices.first(where: {
        categories[$0] == adjustment.category && lines[$0].rate == adjustment.rate
      }) {
        lines[index].taxable = try lines[index].taxable.adding(taxable)
        lines[index].igst = try lines[index].igst.adding(try money(sign * tax.igst))
        lines[index].cgst = try lines[index].cgst.adding(try money(sign * tax.cgst))
        lines[index].sgst = try lines[index].sgst.adding(try money(sign * tax.sgst))
      } else {
        lines.append(
          ReportingDocumentLine(
            description: adjustment.isCharge ? "Charges" : "Allowances", quantity: 0,
            treatment: treatment(adjustment.category), rate: adjustment.rate, taxable: taxable,
            igst: try money(sign * tax.igst), cgst: try money(sign * tax.cgst), sgst: try money(sign * tax.sgst),
            cess: .zero(currency)))
        categories.append(adjustment.category)
      }
    }
    return lines
  }

  /// GST's treatment of a category: zero-rated goods are nil-rated at home and zero-rated (taxable at
  /// 0 %) when exported or supplied to an SEZ.
  private func treatment(_ category: BillTaxCategory) -> ReportingDocumentLine.Treatment {
    switch category {
    case .standardRate, .reverseCharge, .export, .intraCommunitySupply: .taxable
    case .zeroRated: supply.map { $0.kind == .regular } ?? true ? .nilRated : .taxable
    case .exempt: .exempt
    case .outsideScope: .nonGST
    }
  }

  private func money(_ amount: Decimal) throws -> Money {
    try Money(rounding: amount, currency: document.currency)
  }
}
