import Foundation
import IndiaTax
import PartiesFeature
import ProductsFeature
import SharedCore

extension BillEditorViewModel {
  /// Bills `item`: its id, its place of supply under GST (from the party, its GSTIN or its billing
  /// address) and its payment terms when the bill has none.
  nonisolated static func bill(_ state: inout BillEditorState, to item: PartyListItem) {
    let party = item.party
    state.party = item
    state.document.partyID = party.id
    state.errors[.party] = nil
    let place = party.placeOfSupply?.code ?? party.gstin?.state.code ?? party.billingAddress?.state?.code
    if case .gst(var supply) = state.document.regime, let place {
      supply.placeOfSupply = place
      state.document.regime = .gst(supply)
    }
    if state.document.paymentTermDays == nil { state.document.paymentTermDays = party.paymentTermsDays }
  }

  /// A line for one unit of `product` at its sale price, with its HSN/SAC, unit and rates.
  nonisolated static func line(for product: Product, id: String) -> BillLineForm {
    var form = BillLineForm(id: id)
    form[.description] = product.name
    form[.hsnOrSAC] = product.taxCode?.code ?? ""
    form[.unit] = product.unit.base
    form[.unitPrice] = product.salePrice?.amount.plainString ?? ""
    form[.taxRate] = product.gstRate?.percent.plainString ?? ""
    if let cess = product.cessPercent, cess != 0 { form[.cessRate] = cess.plainString }
    form.priceIncludesTax = product.pricesIncludeTax
    form.productID = product.id
    form.productUnits = product.unit
    form.productBasePrice = product.salePrice?.amount
    return form
  }

  /// Files the engine's error under its line and field, or under the document field it names.
  nonisolated static func place(
    _ error: BillCalculationError, lineErrors: inout [String: [BillLineForm.Field: String]],
    errors: inout [BillEditorField: String]
  ) {
    switch error.position {
    case .line(_, let id): lineErrors[id, default: [:]][lineField(error.field)] = error.description
    case .allowanceCharge: errors[.allowancesAndCharges] = error.description
    case .document: errors[documentField(error.field)] = error.description
    }
  }

  /// Every message as `AppError` field errors: `lines.<id>.<field>` for lines, in line and field order,
  /// then the document's fields by name.
  nonisolated static func fieldErrors(
    _ lineErrors: [String: [BillLineForm.Field: String]], _ errors: [BillEditorField: String],
    order: [String]
  ) -> [AppError.FieldError] {
    let ids = order + lineErrors.keys.filter { !order.contains($0) }.sorted()
    var fields: [AppError.FieldError] = []
    for id in ids {
      guard let messages = lineErrors[id] else { continue }
      for field in BillLineForm.Field.allCases {
        if let message = messages[field] {
          fields.append(AppError.FieldError(field: "lines.\(id).\(field.rawValue)", message: message))
        }
      }
    }
    for field in BillEditorField.allCases {
      if let message = errors[field] { fields.append(AppError.FieldError(field: field.rawValue, message: message)) }
    }
    return fields
  }

  nonisolated private static func lineField(_ field: BillDraftField) -> BillLineForm.Field {
    switch field {
    case .quantity, .baseQuantity: .quantity
    case .discount, .lineAllowanceCharge: .discount
    case .taxRate, .taxCategory: .taxRate
    case .cessRate, .cessAmountPerUnit: .cessRate
    case .id: .description
    default: .unitPrice
    }
  }

  nonisolated private static func documentField(_ field: BillDraftField) -> BillEditorField {
    switch field {
    case .supplierStateCode, .placeOfSupply: .placeOfSupply
    case .roundOff: .roundOff
    case .originalTotal: .original
    case .amount: .allowancesAndCharges
    default: .lines
    }
  }
}
