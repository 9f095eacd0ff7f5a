import Foundation
import SharedCore

extension WalletError {
  /// Maps the backend's error body, `{"success": false, "error": {"code", "message", "details"}}`.
  ///
  /// `details` entries with a `field` become field errors of a `VALIDATION_ERROR`.
  /// - Throws: ``WalletError/invalidResponse(path:reason:)`` when `body` is not that envelope.
  public init(envelope body: Data) throws(WalletError) {
    let envelope: WalletErrorEnvelope
    do {
      envelope = try JSONDecoder().decode(WalletErrorEnvelope.self, from: body)
    } catch {
      let appError = AppError(error)
      if case .decoding(let path, let reason) = appError { throw .invalidResponse(path: path, reason: reason) }
      throw .invalidResponse(path: "error", reason: "not the wallet error envelope")
    }
    let detail = envelope.error
    let fields = (detail.details ?? []).compactMap { item -> AppError.FieldError? in
      guard let field = item.field else { return nil }
      return AppError.FieldError(field: field, message: item.message ?? detail.message, code: item.code)
    }
    self.init(code: detail.code, message: detail.message, details: fields)
  }
}
