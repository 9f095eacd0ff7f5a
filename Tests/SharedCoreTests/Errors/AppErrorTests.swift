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
    (AppError.network(.offline), true), (.network(.timeout), true), (.network(.tls), true),
    (.network(.other("URLError -1011")), true), (.temporarilyUnavailable(retryAfter: .seconds(5)), true),
    (.rateLimited(retryAfter: nil), true), (.server(status: 503, code: nil, message: nil, correlationID: nil), true),
    (.server(status: 400, code: nil, message: nil, correlationID: nil), false), (.unauthorized, false),
    (.decoding(path: "a", reason: "b"), false), (.cancelled, false),
    (.local(.init(.storage, reason: "busy", isTransient: true)), true),
    (.local(.init(.storage, reason: "full")), false),
    (.local(.init(.crypto, reason: "bad key")), false), (.local(.init(.composition, reason: "missing")), false),
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

  @Test func anUnusableRequestURLIsALocalCompositionFailureNotAnOutage() {
    let error = AppError(URLError(.unsupportedURL))
    guard case .local(let failure) = error else {
      Issue.record("expected a local failure, got \(error)")
      return
    }
    #expect(failure.source == .composition)
    #expect(!error.isRetryable)
  }

  @Test func localErrorsKeepTheirSourceAndAnHonestMessage() throws {
    struct Table {
      let error: any Error
      let source: AppError.LocalFailure.Source
      let transient: Bool
    }
    let key = ServiceKey(Int.self)
    let rows = [
      Table(error: CryptoError.authenticationFailure, source: .crypto, transient: false),
      Table(
        error: SecureStorageError.keychain(operation: "SecItemCopyMatching", status: -25308), source: .secureStorage,
        transient: true),
      Table(error: SecureStorageError.keyFileMissing(path: "/k"), source: .secureStorage, transient: false),
      Table(
        error: SecureStorageError.crypto(.invalidKeySize(expected: 32, actual: 1)), source: .crypto, transient: false),
      Table(error: PreferencesError.corruptedFile(path: "/p", reason: "not JSON"), source: .storage, transient: false),
      Table(
        error: ResolutionError(key: key, path: [key], reason: .notRegistered(similar: [])), source: .composition,
        transient: false),
      Table(
        error: ResolutionError(
          key: key, path: [key], reason: .factoryFailed(underlying: CryptoError.authenticationFailure)),
        source: .crypto, transient: false),
    ]
    for row in rows {
      let error = AppError(row.error)
      let name = String(describing: row.error)
      guard case .local(let failure) = error else {
        Issue.record("\(name) became \(error), not a local failure")
        continue
      }
      #expect(failure.source == row.source, "\(name)")
      #expect(error.isRetryable == row.transient, "\(name)")
      #expect(!error.userMessage.localizedCaseInsensitiveContains("network"), "\(name)")
    }
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
