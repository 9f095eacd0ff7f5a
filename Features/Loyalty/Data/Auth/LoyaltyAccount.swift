import Foundation
import SharedCore

/// Who is signed in to the loyalty backend: signs its session in and out, and names the user whose
/// pending work (``LoyaltyRedemptionCoordinator``) may be sent now.
///
/// A signed-in user always has an id (``userID``): the access token's subject (`sub:<subject>`)
/// when the platform issues JWTs, otherwise the identity they signed in with, recorded durably in
/// the loyalty database at sign-in (`dei:<email>`, `cosmote:<guid>`, or `user:<id>` for
/// ``signIn(_:userID:)``). Signed out, it is `nil`, and so is it for a session whose user cannot be
/// told (opaque tokens stored by ``replaceTokens(_:)`` while signed out): such a session sends no
/// pending work.
///
/// Sign-ins, sign-outs and reads of the user run one at a time, and every sign-in, sign-out and
/// token replacement starts a new session, so an answer that arrives after the user changed is
/// never credited to the new user. Sign in and out through ``WarplySDK`` or this type, not through
/// the loyalty `BackendSession`, which would change the tokens without saying whose they are.
public actor LoyaltyAccount {
  /// A signed-in user and the session they were read in.
  struct Holder: Sendable, Hashable {
    /// The user's id.
    var userID: String
    /// Which session (bumped by every sign-in, sign-out and token replacement).
    var session: UInt64
  }

  private let backend: BackendSession
  private let database: any FeatureDatabase
  private let exclusive = ConcurrencyLimiter(limit: 1)
  private var session: UInt64 = 0

  /// Creates the account.
  /// - Parameters:
  ///   - session: The loyalty backend's session (its tokens).
  ///   - database: A database of ``LoyaltyModule/databaseSchema``, where the signed-in user's
  ///     identity is recorded.
  public init(session: BackendSession, database: any FeatureDatabase) {
    self.backend = session
    self.database = database
  }

  /// The signed-in user's id; `nil` when signed out or when the session's user is not known.
  /// - Throws: ``WarplyError`` when the tokens or the recorded identity cannot be read.
  public var userID: String? {
    get async throws(WarplyError) { try await holder()?.userID }
  }

  /// Starts the session of the user `userID` with `tokens` their sign-in returned (for tokens the
  /// app obtained itself; ``WarplySDK``'s sign-in methods do this for theirs). Another user's pending
  /// work is held until they sign in again.
  /// - Throws: ``WarplyError`` when the tokens or the identity cannot be stored.
  public func signIn(_ tokens: AuthTokens, userID: String) async throws(WarplyError) {
    try await signIn(tokens, owner: "user:\(userID)")
  }

  /// Replaces the signed-in user's tokens (the platform SDK's `updateRefreshToken`); the user stays
  /// who signed in. When signed out, the pair's user is not known unless its access token is a JWT.
  /// - Throws: ``WarplyError`` when the tokens cannot be stored.
  public func replaceTokens(_ tokens: AuthTokens) async throws(WarplyError) {
    try await exclusively {
      session &+= 1
      if try await !backend.isSignedIn { try await record(nil) }
      try await backend.signIn(tokens)
    }
  }

  /// Ends the session: clears the tokens and the recorded identity. The user's pending work stays,
  /// held until they sign in again.
  /// - Throws: ``WarplyError`` when the tokens or the identity cannot be cleared.
  public func signOut() async throws(WarplyError) {
    try await exclusively {
      session &+= 1
      try await backend.signOut()
      try await record(nil)
    }
  }

  // MARK: - Module

  /// The id of the user whose access token's subject is `subject`.
  static func owner(subject: String) -> String { "sub:\(subject)" }

  /// Starts the session of `owner` (an id as ``userID`` names it). The identity recorded before is
  /// cleared first, so a crash half-way leaves a session whose user is not known rather than one
  /// credited to the previous user.
  func signIn(_ tokens: AuthTokens, owner: String) async throws(WarplyError) {
    try await exclusively {
      session &+= 1
      try await record(nil)
      try await backend.signIn(tokens)
      try await record(owner)
    }
  }

  /// The signed-in user and their session; `nil` when signed out or not known.
  func holder() async throws(WarplyError) -> Holder? {
    try await exclusively {
      guard let tokens = backend.tokens, try await tokens.isSignedIn else { return nil }
      if let subject = try await tokens.subject {
        return Holder(userID: Self.owner(subject: subject), session: session)
      }
      let recorded = try await database.read { db in
        try db.queryFirst("SELECT user_id FROM loyalty_signed_in_user WHERE id = 1")?.value(
          String.self, named: "user_id")
      }
      return recorded.map { Holder(userID: $0, session: session) }
    }
  }

  /// Whether `holder` is still the signed-in user, in the same session.
  func isCurrent(_ holder: Holder) async -> Bool {
    (try? await self.holder()) == holder
  }

  // MARK: - Private

  private func record(_ owner: String?) async throws {
    try await database.write(durability: .powerLoss) { db in
      try db.run("DELETE FROM loyalty_signed_in_user")
      if let owner { try db.run("INSERT INTO loyalty_signed_in_user (id, user_id) VALUES (1, ?)", [.text(owner)]) }
    }
  }

  private func exclusively<Value: Sendable>(_ operation: () async throws -> Value) async throws(WarplyError) -> Value {
    do {
      return try await exclusive.withPermit { try await operation() }
    } catch {
      throw WarplyError(AppError(error))
    }
  }
}
