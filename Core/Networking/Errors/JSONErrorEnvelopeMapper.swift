import Foundation

/// Maps the JSON error envelope `{"error": {"code", "message", "correlationId", "details"?}}` to
/// ``AppError``: the envelope of the TraceWise API, of the reference server and of every backend
/// built on SharedCore's sync contract.
///
/// The correlation id falls back to the `X-Correlation-ID` header; `Retry-After` is parsed for
/// 429s; `details` entries with a `field` become field errors on 400/422. A body that is not the
/// envelope still maps by status alone.
public struct JSONErrorEnvelopeMapper: ErrorMapper {
  /// Creates the mapper.
  public init() {}

  /// Maps `response` by status, code, message and correlation id.
  public func map(_ response: HTTPResponse, decoder: JSONDecoder) -> AppError {
    let envelope = try? decoder.decode(Envelope.self, from: response.body)
    let detail = envelope?.error
    let fields = (detail?.details ?? []).compactMap { item -> AppError.FieldError? in
      guard let field = item.field else { return nil }
      return AppError.FieldError(field: field, message: item.message ?? detail?.message ?? "Invalid", code: item.code)
    }
    return AppError(
      status: response.status,
      code: detail?.code,
      message: detail?.message,
      correlationID: detail?.correlationId ?? response.headers["X-Correlation-ID"],
      retryAfter: response.headers["Retry-After"].flatMap { RetryAfter.parse($0, now: Date()) },
      fieldErrors: fields
    )
  }

  private struct Envelope: Decodable {
    var error: Detail
  }

  private struct Detail: Decodable {
    var code: String?
    var message: String?
    var correlationId: String?
    var details: [FieldDetail]?
  }

  private struct FieldDetail: Decodable {
    var field: String?
    var message: String?
    var code: String?
  }
}
