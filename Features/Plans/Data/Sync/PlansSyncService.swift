import Foundation
import SharedCore

/// Restore and backend sync: sends the purchases verified on this device to the backend, receives
/// the backend's view (purchases made on the user's other devices included), verifies every JWS of
/// it and installs what is newer; and fetches the signed remote configuration.
///
/// **Unknown outcomes.** An upload is kept (``PlansStore``) with its idempotency key *before* it is
/// sent. An answer that proves nothing (a timeout, a dropped connection, 409 "in progress", a 5xx,
/// an unreadable 2xx: `RemoteUncertainty`) leaves it pending, and the next ``sync()`` sends the
/// same body under the same key, never a new one; only the backend's answer or its definite refusal
/// (a 4xx) clears it.
///
/// ```swift
/// let sync = try container.resolve(PlansSyncService.self)
/// switch await sync.sync() {
/// case .done(let report): print(report.installedTransactions.count, "purchases restored")
/// case .refused(let error): print("the backend refused the upload:", error)
/// case .unknown(let uncertainty): print(uncertainty.userMessage)  // kept; sent again next time
/// }
/// ```
public struct PlansSyncService: Sendable {
  private let client: APIClient
  private let gate: PlansGate
  private let store: PlansStore
  private let crypto: any CryptoProvider

  /// Creates the service over the business backend's client.
  public init(client: APIClient, gate: PlansGate, store: PlansStore, crypto: any CryptoProvider) {
    self.client = client
    self.gate = gate
    self.store = store
    self.crypto = crypto
  }

  /// Uploads the purchases kept on this device (or the upload still pending, under its key),
  /// then installs the backend's view.
  public func sync() async -> RemoteOutcome<PlansInstallReport, AppError> {
    let pending: (key: String, body: Data)
    do {
      if let waiting = try await store.pendingUpload() {
        pending = waiting
      } else {
        let view = PlansServerView(
          signedTransactions: await gate.signedTransactions(), signedRenewalInfo: await gate.signedRenewals())
        let body = try JSONEncoder().encode(view)
        let key = try crypto.randomBytes(count: 16).hexString
        let created = GuardedClock.milliseconds(Date()) ?? 0
        try await store.setPendingUpload(key: key, body: body, createdMilliseconds: created)
        pending = (key, body)
      }
    } catch {
      return .unknown(RemoteUncertainty(.localFailure, error: AppError(error)))
    }
    let response: HTTPResponse
    do {
      response = try await client.sendRaw(PlansEndpoints.upload(pending.body, idempotencyKey: pending.key))
    } catch {
      let outcome = RemoteOutcome<PlansInstallReport, AppError>(failure: error) { $0 }
      if outcome.refusal != nil { try? await store.clearPendingUpload(key: pending.key) }
      return outcome
    }
    let view: PlansServerView
    do {
      view = try JSONDecoder().decode(PlansServerView.self, from: response.body)
    } catch {
      return .unknown(RemoteUncertainty(.unreadableAnswer, error: .decoding(path: "$", reason: "not a Plans view")))
    }
    let outcome = await install(view, response: response)
    if outcome.value != nil { try? await store.clearPendingUpload(key: pending.key) }
    return outcome
  }

  /// Installs the backend's view of the user's purchases (a new device restoring them).
  public func restore() async -> RemoteOutcome<PlansInstallReport, AppError> {
    let response: HTTPResponse
    let view: PlansServerView
    do {
      response = try await client.sendRaw(PlansEndpoints.restore())
      view = try JSONDecoder().decode(PlansServerView.self, from: response.body)
    } catch {
      return RemoteOutcome(failure: error) { $0 }
    }
    return await install(view, response: response)
  }

  /// Fetches, verifies and installs the signed remote configuration.
  /// - Throws: `AppError` for the request, ``PlansRemoteConfigError`` for a refused document (the
  ///   installed one stays).
  @discardableResult
  public func refreshRemoteConfig() async throws -> PlansRemoteConfig {
    let response = try await client.sendRaw(PlansEndpoints.remoteConfig())
    if let date = response.headers["Date"].flatMap(HTTPDate.parse) { try? await gate.recordServerTime(date) }
    return try await gate.installConfig(json: response.body)
  }

  private func install(_ view: PlansServerView, response: HTTPResponse) async -> RemoteOutcome<
    PlansInstallReport, AppError
  > {
    if let date = response.headers["Date"].flatMap(HTTPDate.parse) { try? await gate.recordServerTime(date) }
    do {
      return .done(
        try await gate.install(
          transactions: view.signedTransactions, renewals: view.signedRenewalInfo, confirmsAll: true))
    } catch {
      return .unknown(RemoteUncertainty(.localFailure, error: AppError(error)))
    }
  }
}
