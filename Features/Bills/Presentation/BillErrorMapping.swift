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

  /// A missing document is not found; a missing party, product or unit, a line the stock rules refuse
  /// and tax a composition taxable person may not charge name their field; any other refusal (not a
  /// draft, an applied credit note…) is a conflict with the document's state.
  private static func appError(_ error: BillsRepositoryError) -> AppError {
    let field: BillEditorField
    switch error {
    case .documentNotFound: return .notFound
    case .partyNotFound: field = .party
    case .productNotFound, .stockRefused, .unknownUnit, .taxUnderCompositionScheme: field = .lines
    case .taxedChargeUnderCompositionScheme: field = .allowancesAndCharges
    case .notDraft, .creditNoteApplied, .creditsApplied, .postingsPendingOnAnotherDevice:
      return .conflict(message: error.description)
    }
    return .validation([AppError.FieldError(field: field.rawValue, message: error.description)])
  }

  private static func fieldError(_ error: BillCalculationError) -> AppError.FieldError {
    var lineErrors: [String: [BillLineForm.Field: String]] = [:]
    var errors: [BillEditorField: String] = [:]
    BillEditorViewModel.place(error, lineErrors: &lineErrors, errors: &errors)
    return BillEditorViewModel.fieldErrors(lineErrors, errors, order: []).first
      ?? AppError.FieldError(field: BillEditorField.lines.rawValue, message: error.description)
  }
}
