import BillsFeature
import Foundation
import SharedCore

/// A GST e-invoice (INV-01 v1.1) request payload, the parts the totals engine reproduces; amounts are
/// decoded straight into `Decimal`, exactly.
struct GSTEInvoiceSample: Decodable {
  struct Party: Decodable {
    let Gstin: String
    let Stcd: String
    let Pos: String?
  }

  struct Document: Decodable {
    let Typ: String
    let No: String
    let Dt: String
  }

  struct Transaction: Decodable {
    let SupTyp: String
  }

  struct Item: Decodable {
    let SlNo: String
    let Qty: Decimal?
    let UnitPrice: Decimal
    let TotAmt: Decimal
    let Discount: Decimal?
    let AssAmt: Decimal
    let GstRt: Decimal
    let CgstAmt: Decimal?
    let SgstAmt: Decimal?
    let IgstAmt: Decimal?
    let CesRt: Decimal?
    let CesAmt: Decimal?
    let CesNonAdvlAmt: Decimal?
    let TotItemVal: Decimal
  }

  struct Values: Decodable {
    let AssVal: Decimal
    let CgstVal: Decimal?
    let SgstVal: Decimal?
    let IgstVal: Decimal?
    let CesVal: Decimal?
    let Discount: Decimal?
    let OthChrg: Decimal?
    let RndOffAmt: Decimal?
    let TotInvVal: Decimal
  }

  let TranDtls: Transaction
  let DocDtls: Document
  let SellerDtls: Party
  let BuyerDtls: Party
  let ItemList: [Item]
  let ValDtls: Values

  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  /// The payload as a draft: the supplier's state, the place of supply and the supply type decide
  /// the heads; invoice-level other charges and discounts become untaxed document-level charges and
  /// allowances (outside GST); a non-zero round-off means rounding to the nearest rupee.
  func draft() throws -> BillDraft {
    let parts = DocDtls.Dt.split(separator: "/")
    guard parts.count == 3, let date = CalendarDate("\(parts[2])-\(parts[1])-\(parts[0])") else {
      throw Unreadable(description: "date \(DocDtls.Dt)")
    }
    let kind: BillGSTSupply.Kind =
      switch TranDtls.SupTyp {
      case "SEZWP": .sezWithPayment
      case "SEZWOP": .sezWithoutPayment
      case "EXPWP": .exportWithPayment
      case "EXPWOP": .exportWithoutPayment
      default: .regular
      }
    let supply = BillGSTSupply(
      supplierStateCode: SellerDtls.Stcd, placeOfSupply: BuyerDtls.Pos ?? BuyerDtls.Stcd, kind: kind)
    let lines = ItemList.map { item in
      // The unit price is sent with three decimals; when quantity × price does not give the gross
      // amount, the line is priced as one unit at the gross amount.
      let quantity = item.Qty ?? 1
      let pricedByQuantity = (quantity * item.UnitPrice).rounded(scale: 2) == item.TotAmt
      var cess: BillCess?
      let cessRate = item.CesRt ?? 0
      let specific = item.CesNonAdvlAmt ?? 0
      if !cessRate.isZero || !specific.isZero {
        cess = BillCess(rate: cessRate, amountPerUnit: specific.isZero ? 0 : specific / quantity)
      }
      let discount = item.Discount ?? 0
      return BillLine(
        id: item.SlNo, quantity: pricedByQuantity ? quantity : 1,
        unitPrice: pricedByQuantity ? item.UnitPrice : item.TotAmt,
        discount: discount.isZero ? nil : .amount(discount), tax: .standard(item.GstRt), cess: cess)
    }
    var documentLevel: [BillDocumentAllowanceCharge] = []
    if let charges = ValDtls.OthChrg, !charges.isZero {
      documentLevel.append(
        BillDocumentAllowanceCharge(id: "OthChrg", isCharge: true, amount: charges, tax: .untaxed(.outsideScope)))
    }
    if let discount = ValDtls.Discount, !discount.isZero {
      documentLevel.append(
        BillDocumentAllowanceCharge(id: "Discount", isCharge: false, amount: discount, tax: .untaxed(.outsideScope)))
    }
    return BillDraft(
      kind: DocDtls.Typ == "CRN" ? .creditNote : DocDtls.Typ == "DBN" ? .debitNote : .invoice, date: date,
      currency: .inr, regime: .gst(supply), lines: lines, allowancesAndCharges: documentLevel,
      roundOff: (ValDtls.RndOffAmt ?? 0).isZero ? .none : .nearestWholeUnit)
  }
}
