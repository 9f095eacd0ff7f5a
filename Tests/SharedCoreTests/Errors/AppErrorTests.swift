import Foundation
import SharedCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct AppErrorTests {
  @Test(arguments: [
    (401, AppError.unauthorized),
    (403, .forbidden),
    (404, .notFound),
    (409, .conflict(message: "dup")),
    (429, .rateLimited(retryAfter: .seconds(3))),
    (500, .server(status: 500, code: "E", message: "dup", correlationID: "c1")),
    (400, .server(status: 400, code: "E", message: "dup", correlationID: "c1")),
  ])
  func statusMapping(status: Int, expected: AppError) {
    let error = AppError(status: status, code: "E", message: "dup", correlationID: "c1", retryAfter: .seconds(3))
    #expect(error == expected)
  }

  @Test func validationStatusWithFieldsBecomesValidation() {
    let fields = [AppError.FieldError(field: "gtin", message: "Check digit is wrong", code: "checkDigit")]
    #expect(AppError(status: 422, fieldErrors: fields) == .validation(fields))
    #expect(AppError.validation(fields).fieldMessages == ["gtin": "Check digit is wrong"])
    #expect(AppError.validation(fields).userMessage == "Check digit is wrong")
  }

  @Test(arguments: [
    (AppError.network(.offline), true), (.network(.timeout), true), (.network(.tls), false),
    (.rateLimited(retryAfter: nil), true), (.server(status: 503, code: nil, message: nil, correlationID: nil), true),
    (.server(status: 400, code: nil, message: nil, correlationID: nil), false), (.unauthorized, false),
    (.decoding(path: "a", reason: "b"), false), (.cancelled, false),
  ])
  func retryability(error: AppError, retryable: Bool) {
    #expect(error.isRetryable == retryable)
    #expect(!error.userMessage.isEmpty)
  }

  @Test func wrapsForeignErrors() {
    #expect(AppError(CancellationError()) == .cancelled)
    #expect(AppError(URLError(.notConnectedToInternet)) == .network(.offline))
    #expect(AppError(URLError(.timedOut)) == .network(.timeout))
    #expect(AppError(URLError(.serverCertificateUntrusted)) == .network(.tls))
    #expect(AppError(AppError.forbidden) == .forbidden)
  }

  @Test func decodingErrorsCarryTheKeyPath() {
    struct Item: Decodable { let price: Int }
    struct Page: Decodable { let items: [Item] }
    let json = Data(#"{"items":[{"price":1},{"price":"x"}]}"#.utf8)
    do {
      _ = try JSONDecoder().decode(Page.self, from: json)
      Issue.record("expected a decoding failure")
    } catch {
      #expect(AppError(error) == .decoding(path: "items[1].price", reason: "expected Int"))
    }
  }
}
