import SharedCore

/// How the bill screens show the domain's errors: as `AppError`, with a field for each refusal the
/// user can correct.
enum BillErrorMapping {
  /// `error` as the shared vocabulary: a document or totals refusal becomes `AppError.validation`
  /// naming the field (`lines.<id>.<field>` for a line), a numbering refusal a conflict.
  static func appError(_ error: any Error) -> AppError {
    switch error {
    case let error as BillDocumentError: appError(error)
    case let error as BillCalculationError: .validation([fieldError(error)])
    case let error as BillNumberingError: .conflict(message: error.description)
    case let error as BillsRepositoryError: appError(error)
    case let error as BillPlaceOfSupplyError:
      .validation([AppError.FieldError(field: BillEditorField.placeOfSupply.rawValue, message: error.description)])
    case let error as BillFontError: .local(AppError.LocalFailure(.storage, reason: error.description))
    case let error as BillPDFFileError: .local(AppError.LocalFailure(.storage, reason: error.description))
    default: AppError(error)
    }
  }

  private static func appError(_ error: BillDocumentError) -> AppError {
    let field: String
    switch error {
    case .calculation(let error): return .validation([fieldError(error)])
    case .invalidTransition, .notIssued, .notConvertible, .notAdjustable, .notPayable, .notLinkedToOriginal:
      return .conflict(message: error.description)
    case .missingNumber: field = "number"
    case .negativePaymentTerms: field = BillEditorField.paymentTerms.rawValue
    case .dueDateBeforeIssueDate: field = BillEditorField.dueDate.rawValue
    case .nonPositivePayment, .paymentExceedsOutstanding, .duplicatePayment: field = "amount"
    case .paymentBeforeDocument: field = "date"
    case .currencyMismatch: field = "currency"
    case .creditNoteExceedsOriginal, .duplicateCreditNote: field = BillEditorField.original.rawValue
    case .returnMismatch: field = BillEditorField.lines.rawValue
    }
    return .validation([AppError.FieldError(field: field, message: error.description)])
  }

  /// A missing document is not found, a missing party, product or unit or a line the stock rules
  /// refuse names its field, and any other
  /// refusal (not a draft, an applied credit note…) is a conflict with the document's state.
  private static func appError(_ error: BillsRepositoryError) -> AppError {
    if case .documentNotFound = error { return .notFound }
    if case .partyNotFound = error {
      return .validation([AppError.FieldError(field: BillEditorField.party.rawValue, message: error.description)])
    }
    if case .productNotFound = error {
      return .validation([AppError.FieldError(field: BillEditorField.lines.rawValue, message: error.description)])
    }
    if case .stockRefused = error {
      return .validation([AppError.FieldError(field: BillEditorField.lines.rawValue, message: error.description)])
    }
    if case .taxUnderCompositionScheme = error {
      return .validation([AppError.FieldError(field: BillEditorField.lines.rawValue, message: error.description)])
    }
    if case .taxedChargeUnderCompositionScheme = error {
      return .validation([
        AppError.FieldError(field: BillEditorField.allowancesAndCharges.rawValue, message: error.description)
      ])
    }
    if case .unknownUnit = error {
      return .validation([AppError.FieldError(field: BillEditorField.lines.rawValue, message: error.description)])
    }
    return .conflict(message: error.description)
  }

  private static func fieldError(_ error: BillCalculationError) -> AppError.FieldError {
    var lineErrors: [String: [BillLineForm.Field: String]] = [:]
    var errors: [BillEditorField: String] = [:]
    BillEditorViewModel.place(error, lineErrors: &lineErrors, errors: &errors)
    return BillEditorViewModel.fieldErrors(lineErrors, errors, order: []).first
      ?? AppError.FieldError(field: BillEditorField.lines.rawValue, message: error.description)
  }
}
