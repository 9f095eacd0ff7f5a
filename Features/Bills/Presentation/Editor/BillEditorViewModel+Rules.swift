import Foundation
import SharedCore

extension BillEditorViewModel {
  /// Bills `party`: its id, its place of supply under GST (``BillPlaceOfSupply/derived(for:)``: the
  /// party's own, else its shipping, billing or GSTIN state) and its payment terms when the bill has
  /// none, or has only the company's default `replacingTerms`.
  nonisolated static func bill(_ state: inout BillEditorState, to party: PartyAccount, replacingTerms: Int? = nil) {
    state.party = party
    state.document.partyID = party.id
    state.errors[.party] = nil
    let place = BillPlaceOfSupply.derived(for: party)
    if case .gst(var supply) = state.document.regime, let place {
      supply.placeOfSupply = place
      supply.placeOfSupplyReason = nil
      state.document.regime = .gst(supply)
    }
    let current = state.document.paymentTermDays
    if current == nil || (replacingTerms != nil && current == replacingTerms), let days = party.paymentTermsDays {
      state.document.paymentTermDays = days
    }
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
