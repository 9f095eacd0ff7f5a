import Foundation
import SharedCore

extension BillEInvoice {
  /// The e-invoice of a GST draft and its totals.
  ///
  /// Taxed and zero-rated lines become items; the value of nil-rated, exempt and non-GST lines goes
  /// to `OthChrg` (they are not items), with untaxed document-level charges; untaxed document-level
  /// allowances become `Discount`. An item's `TotAmt` is its gross amount plus its line charges (they
  /// are taxed with it), `Discount` its discount and allowances, and `AssAmt` their difference, the
  /// taxable value. Amounts come from `totals` unchanged, so the items add up to the header exactly.
  /// - Throws: ``BillEInvoiceError`` when the draft cannot be expressed in the schema.
  public init(draft: BillDraft, totals: BillTotals, details: BillEInvoiceDetails) throws(BillEInvoiceError) {
    guard case .gst(let supply) = draft.regime else { throw .notGST }
    guard details.items.count == draft.lines.count, totals.lines.count == draft.lines.count else {
      throw .itemCount(lines: draft.lines.count, items: details.items.count)
    }
    var otherCharges: Decimal = 0
    var discount: Decimal = 0
    for item in totals.allowancesAndCharges {
      guard item.tax == .zero, !item.category.isTaxed else { throw .taxedDocumentAllowanceCharge(id: item.id) }
      if item.isCharge { otherCharges += item.amount } else { discount += item.amount }
    }
    var items: [Item] = []
    items.reserveCapacity(draft.lines.count)
    for (index, line) in totals.lines.enumerated() {
      switch line.category {
      case .zeroRated, .exempt, .outsideScope:
        otherCharges += line.netAmount
        continue
      default:
        break
      }
      let source = draft.lines[index]
      let product = details.items[index]
      // A line charge is part of the taxable value, so it is part of TotAmt (AssAmt = TotAmt − Discount);
      // the unit price is then TotAmt per unit, tax-exclusive (for a tax-inclusive line too).
      let totalAmount = line.grossAmount + line.chargeAmount
      let netPrice =
        (source.priceIncludesTax || !line.chargeAmount.isZero) && !source.quantity.isZero
        ? totalAmount / source.quantity : (source.unitPrice - source.priceDiscount) / source.baseQuantity
      items.append(
        Item(
          serialNumber: String(items.count + 1), description: product.description,
          isService: product.isService ? "Y" : "N", hsnCode: product.hsnCode, quantity: source.quantity,
          unit: product.unit, unitPrice: netPrice.rounded(scale: 3), totalAmount: totalAmount,
          discount: line.allowanceAmount, assessableAmount: line.netAmount, gstRate: line.rate,
          igstAmount: line.tax.igst, cgstAmount: line.tax.cgst, sgstAmount: line.tax.sgst,
          cessRate: line.cessAmount.isZero ? 0 : source.cess?.rate ?? 0, cessAmount: line.cessAmount,
          specificCessAmount: line.specificCessAmount, totalItemValue: line.totalAmount))
    }
    let assessable = items.reduce(Decimal(0)) { $0 + $1.assessableAmount }
    let values = Values(
      assessableValue: assessable, cgstValue: totals.cgstAmount, sgstValue: totals.sgstAmount,
      igstValue: totals.igstAmount, cessValue: totals.totalCessAmount, discount: discount,
      otherCharges: otherCharges, roundOffAmount: totals.roundingAmount, totalInvoiceValue: totals.roundedTotal)
    let supplyType =
      switch supply.kind {
      case .regular: "B2B"
      case .sezWithPayment: "SEZWP"
      case .sezWithoutPayment: "SEZWOP"
      case .exportWithPayment: "EXPWP"
      case .exportWithoutPayment: "EXPWOP"
      }
    let type =
      switch draft.kind {
      case .invoice: "INV"
      case .creditNote: "CRN"
      case .debitNote: "DBN"
      }
    let date = draft.date.description.split(separator: "-").reversed().joined(separator: "/")
    var buyer = details.buyer
    buyer.placeOfSupply = supply.placeOfSupply
    self.init(
      transaction: Transaction(supplyType: supplyType, reverseCharge: details.reverseCharge ? "Y" : "N"),
      document: Document(type: type, number: details.documentNumber, date: date), seller: details.seller,
      buyer: buyer, shipTo: details.shipTo, items: items, values: values,
      payment: details.creditDays.map {
        Payment(creditDays: $0, paidAmount: totals.prepaidAmount, amountDue: totals.payableAmount)
      }, export: details.export, eWayBill: details.eWayBill)
  }
}
