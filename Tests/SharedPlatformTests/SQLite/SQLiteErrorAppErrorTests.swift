import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// SQLite and token-store failures are local failures, classified honestly (never `.network`).
@Suite struct SQLiteErrorAppErrorTests {
  @Test(arguments: [
    (SQLiteError.sqlite(code: 5, extendedCode: 5, message: "database is locked", sql: nil), true),
    (.sqlite(code: 6, extendedCode: 262, message: "database table is locked", sql: nil), true),
    (.sqlite(code: 13, extendedCode: 13, message: "database or disk is full", sql: nil), false),
    (.sqlite(code: 11, extendedCode: 11, message: "database disk image is malformed", sql: nil), false),
    (.databaseNewerThanCode(domain: "outbox", databaseVersion: 3, latestKnownVersion: 1), false),
    (.closed, false),
  ])
  func sqliteErrorsAreStorageFailures(error: SQLiteError, transient: Bool) {
    let appError = AppError(error)
    #expect(appError == .local(.init(.storage, reason: error.description, isTransient: transient)))
    #expect(appError.isRetryable == transient)
    #expect(!appError.userMessage.isEmpty)
  }

  @Test func aRealSQLiteFailureIsALocalStorageFailure() async throws {
    let database = try SQLiteDatabase(.inMemory)
    do {
      _ = try await database.run("INSERT INTO missing_table VALUES (1)")
      Issue.record("expected SQLite to refuse the statement")
    } catch {
      guard case .local(let failure) = AppError(error) else {
        Issue.record("expected a local failure, got \(AppError(error))")
        return
      }
      #expect(failure.source == .storage)
      #expect(!failure.isTransient)
    }
  }

  @Test(arguments: [
    (SecureTokenStoreError.dataKeyMissing, AppError.LocalFailure.Source.secureStorage, false),
    (.corruptedRecord(reason: "unsupported version 9"), .secureStorage, false),
    (.authenticationFailed(field: "refreshToken"), .secureStorage, false),
    (.crypto(.authenticationFailure), .crypto, false),
    (.storage(.keychain(operation: "SecItemCopyMatching", status: -25308)), .secureStorage, true),
  ])
  func tokenStoreErrorsKeepTheirSource(
    error: SecureTokenStoreError, source: AppError.LocalFailure.Source, transient: Bool
  ) {
    guard case .local(let failure) = AppError(error) else {
      Issue.record("expected a local failure, got \(AppError(error))")
      return
    }
    #expect(failure.source == source)
    #expect(failure.isTransient == transient)
  }
}
