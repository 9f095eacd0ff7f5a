import Foundation
import SharedCore

/// Maps the wallet backend's error responses into `AppError` without losing the wallet's code.
///
/// The shared envelope mapper turns a 409 into `conflict` and drops the code; the wallet's codes
/// that no generic status captures (`DOUBLE_SPENDING_DETECTED`, `TOKEN_EXPIRED`, …) are kept as
/// `AppError.server(status:code:message:correlationID:)`, so ``WalletError/init(_:)`` recovers the
/// exact case. Authentication, authorization, validation, not-found and rate limiting keep their
/// shared cases, so token refresh and retry behave as for every backend.
public struct WalletErrorMapper: ErrorMapper {
  private static let sharedCodes: Set<String> = [
    "AUTHENTICATION_REQUIRED", "AUTHORIZATION_FAILED", "VALIDATION_ERROR", "RESOURCE_NOT_FOUND",
    "RATE_LIMIT_EXCEEDED",
  ]

  /// Creates the mapper.
  public init() {}

  /// Maps `response` by the envelope's code when it is a wallet-specific one, by status otherwise.
  public func map(_ response: HTTPResponse, decoder: JSONDecoder) -> AppError {
    let shared = JSONErrorEnvelopeMapper().map(response, decoder: decoder)
    guard let envelope = try? decoder.decode(WalletErrorEnvelope.self, from: response.body),
      WalletError.codes.contains(envelope.error.code), !Self.sharedCodes.contains(envelope.error.code)
    else { return shared }
    let correlationID: String? =
      if case .server(_, _, _, let id) = shared { id } else { response.headers["X-Correlation-ID"] }
    return .server(
      status: response.status, code: envelope.error.code, message: envelope.error.message,
      correlationID: correlationID)
  }
}
