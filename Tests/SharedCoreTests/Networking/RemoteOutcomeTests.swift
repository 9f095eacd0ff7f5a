import Foundation
import SharedCore
import Testing

@Suite struct RemoteOutcomeTests {
  /// The whole table: what each failure leaves a write in, and whether the server may have applied it.
  private static let table: [(error: AppError, kind: RemoteUncertainty.Kind?, mayHaveBeenApplied: Bool)] = [
    (.network(.offline), .notDelivered, false),
    (.network(.cannotConnect), .notDelivered, false),
    (.network(.tls), .notDelivered, false),
    (.temporarilyUnavailable(retryAfter: .seconds(30)), .notDelivered, false),
    (.rateLimited(retryAfter: .seconds(5)), .throttled, false),
    (.unauthorized, .signInRequired, false),
    (.network(.timeout), .noAnswer, true),
    (.network(.connectionLost), .noAnswer, true),
    (.network(.other("reset")), .noAnswer, true),
    (.server(status: 408, code: nil, message: nil, correlationID: nil), .noAnswer, true),
    (.conflict(message: "A request with this Idempotency-Key is in progress"), .inProgress, true),
    (.server(status: 409, code: "IDEMPOTENCY_KEY_IN_USE", message: nil, correlationID: nil), .inProgress, true),
    (.server(status: 425, code: nil, message: nil, correlationID: nil), .serverFailure, true),
    (.server(status: 500, code: nil, message: nil, correlationID: "c-1"), .serverFailure, true),
    (.server(status: 502, code: nil, message: nil, correlationID: nil), .serverFailure, true),
    (.server(status: 503, code: nil, message: nil, correlationID: nil), .serverFailure, true),
    (.server(status: 504, code: nil, message: nil, correlationID: nil), .serverFailure, true),
    (.decoding(path: "record.id", reason: "missing"), .unreadableAnswer, true),
    (.cancelled, .cancelled, true),
    (.local(.init(.storage, reason: "disk I/O error")), .localFailure, true),
    (.forbidden, nil, false),
    (.notFound, nil, false),
    (.validation([.init(field: "name", message: "Required")]), nil, false),
    (.server(status: 400, code: "BAD_REQUEST", message: nil, correlationID: nil), nil, false),
    (.server(status: 405, code: nil, message: nil, correlationID: nil), nil, false),
    (.server(status: 412, code: nil, message: nil, correlationID: nil), nil, false),
    (.server(status: 413, code: nil, message: nil, correlationID: nil), nil, false),
    (.server(status: 415, code: nil, message: nil, correlationID: nil), nil, false),
    (.server(status: 422, code: "IDEMPOTENCY_KEY_REUSED", message: nil, correlationID: nil), nil, false),
  ]

  @Test(arguments: table.indices)
  func everyFailureIsSortedByTheTable(_ index: Int) {
    let row = Self.table[index]
    let uncertainty = RemoteUncertainty(failure: row.error)
    #expect(uncertainty?.kind == row.kind, "\(row.error)")
    #expect((uncertainty?.mayHaveBeenApplied ?? false) == row.mayHaveBeenApplied, "\(row.error)")
    let outcome = RemoteOutcome<Int, String>(failure: row.error) { "refused: \($0.userMessage)" }
    #expect(outcome.isPending == (row.kind != nil))
    #expect((outcome.refusal != nil) == (row.kind == nil))
    #expect(outcome.value == nil)
  }

  @Test func retryAfterIsKept() {
    #expect(RemoteUncertainty(failure: .rateLimited(retryAfter: .seconds(7)))?.retryAfter == .seconds(7))
    #expect(RemoteUncertainty(failure: .temporarilyUnavailable(retryAfter: .seconds(9)))?.retryAfter == .seconds(9))
    #expect(RemoteUncertainty(failure: .network(.timeout))?.retryAfter == nil)
  }

  @Test func anyErrorIsSortedThroughAppError() {
    let cancelled = RemoteOutcome<Int, AppError>(failure: CancellationError()) { $0 }
    #expect(cancelled.uncertainty?.kind == .cancelled)
    let dropped = RemoteOutcome<Int, AppError>(failure: URLError(.networkConnectionLost)) { $0 }
    #expect(dropped.uncertainty?.kind == .noAnswer)
    let refused = RemoteOutcome<Int, AppError>(failure: AppError.forbidden) { $0 }
    #expect(refused == .refused(.forbidden))
  }

  @Test func statusesAreSortedWithoutAnError() {
    #expect(RemoteUncertainty.kind(ofStatus: 401) == .signInRequired)
    #expect(RemoteUncertainty.kind(ofStatus: 409) == .inProgress)
    #expect(RemoteUncertainty.kind(ofStatus: 429) == .throttled)
    #expect(RemoteUncertainty.kind(ofStatus: 599) == .serverFailure)
    for status in [400, 403, 404, 410, 413, 422, 451] { #expect(RemoteUncertainty.kind(ofStatus: status) == nil) }
  }

  @Test func pendingMessagesNeverSayFailed() {
    for kind in RemoteUncertainty.Kind.allCases {
      let message = RemoteUncertainty(kind, error: .cancelled).userMessage.lowercased()
      #expect(!message.contains("fail") && !message.contains("error"), "\(kind): \(message)")
    }
  }

  @Test func mapKeepsRefusalsAndUncertainties() {
    let done = RemoteOutcome<Int, String>.done(2).map { $0 * 10 }
    #expect(done == .done(20))
    let refused = RemoteOutcome<Int, String>.refused("no").map { $0 * 10 }
    #expect(refused == .refused("no"))
    let pending = RemoteOutcome<Int, String>.unknown(.init(.inProgress, error: .conflict(message: nil)))
    #expect(pending.map { $0 * 10 }.uncertainty?.kind == .inProgress)
  }
}
