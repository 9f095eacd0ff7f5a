import Foundation
import SharedCore
import Testing
import WalletFeature

/// The outcome of a failed submission is sorted by SharedCore's one table (`RemoteUncertainty`):
/// only the backend's verdict on the operation releases or voids a token.
@Suite("A failed submission releases its token only on the backend's verdict")
struct WalletOperationOutcomeTests {
  /// Whether the outcome lets go of the token (released, or voided as spent elsewhere).
  private static func letsGo(_ outcome: WalletOperationOutcome) -> Bool {
    switch outcome {
    case .rejected, .tokenSpent: true
    default: false
    }
  }

  private static func server(_ status: Int, _ code: String?) -> AppError {
    .server(status: status, code: code, message: "m", correlationID: nil)
  }

  /// Answers that do not prove what the backend did: the request may have been applied.
  static let unknown: [AppError] = [
    .conflict(message: "A request with this Idempotency-Key is still being processed"),
    server(408, nil), server(425, nil), server(500, nil), server(503, "INJECTED_FAULT"),
    .decoding(path: "paymentToken", reason: "unexpected end of input"),
    .network(.timeout), .network(.connectionLost), .network(.other("reset")), .cancelled,
    .local(.init(.storage, reason: "disk full")),
  ]

  @Test("an answer that proves nothing keeps the operation pending", arguments: unknown)
  func provesNothing(_ failure: AppError) {
    #expect(WalletOperationOutcome(error: WalletError(failure)) == .unknown)
  }

  @Test("a 4xx without a code of the wallet's table is no verdict: the token is kept")
  func uncodedRefusals() {
    for failure in [Self.server(422, "IDEMPOTENCY_KEY_REUSED"), Self.server(400, nil), Self.server(418, nil)] {
      #expect(!Self.letsGo(WalletOperationOutcome(error: WalletError(failure))), "\(failure)")
    }
  }

  @Test("the backend's verdicts release the token, or void it when it was spent elsewhere")
  func verdicts() {
    #expect(
      WalletOperationOutcome(error: WalletError(Self.server(409, "TOKEN_ALREADY_SPENT")))
        == .tokenSpent(reason: "TOKEN_ALREADY_SPENT"))
    #expect(
      WalletOperationOutcome(error: WalletError(Self.server(409, "DOUBLE_SPENDING_DETECTED")))
        == .tokenSpent(reason: "DOUBLE_SPENDING_DETECTED"))
    let released: [AppError] = [
      Self.server(422, "INSUFFICIENT_BALANCE"), Self.server(410, "TOKEN_EXPIRED"),
      Self.server(400, "INVALID_SIGNATURE"),
      Self.server(422, "TRANSACTION_FAILED"), Self.server(403, "SECURITY_VIOLATION"), .forbidden, .notFound,
      .validation([.init(field: "paymentAmount", message: "must be positive")]),
    ]
    for failure in released {
      let outcome = WalletOperationOutcome(error: WalletError(failure))
      guard case .rejected = outcome else {
        Issue.record("\(failure) → \(outcome)")
        continue
      }
    }
  }

  @Test("a wallet error read back through the shared vocabulary keeps its outcome")
  func throughTheSharedTable() {
    for failure in Self.unknown + [Self.server(409, "TOKEN_ALREADY_SPENT"), Self.server(422, "INSUFFICIENT_BALANCE")] {
      let error = WalletError(failure)
      #expect(
        (RemoteUncertainty(failure: error.appError) == nil) == Self.letsGo(WalletOperationOutcome(error: error)),
        "\(failure)")
    }
  }
}
