import Foundation
import Observation
import SharedCore

/// The receive screen: a scanned token is verified and recorded offline, or refused with the reason.
///
/// The text is the token's JSON (as the issuer serves it), or the same JSON in base64url, as QR
/// codes often carry it. Verification runs on the device against the cached key database: no
/// network is needed. A second scan of a token already recorded is refused with
/// ``WalletTokenRefusal/alreadyAccepted(tokenId:)``, after a restart too. Each scan posts
/// ``WalletEvent/tokenAccepted(tokenId:amount:)`` and ``WalletEvent/balanceChanged(_:)``, or
/// ``WalletEvent/tokenRefused(reason:)``, on the bus, if there is one.
@MainActor
public final class WalletReceiveViewModel: StatefulViewModel<WalletReceiveState>, ViewModel {
  private enum Key: Hashable, Sendable {
    case scan
  }

  private let vault: WalletVault
  private let bus: EventBus?

  /// Creates the view model recording tokens in `vault` and posting ``WalletEvent``s on `bus`.
  public init(vault: WalletVault, bus: EventBus? = nil) {
    self.vault = vault
    self.bus = bus
    super.init(initialState: WalletReceiveState())
  }

  /// Handles one receive-screen event.
  public func send(_ event: WalletReceiveEvent) {
    switch event {
    case .scanned(let text):
      let (vault, bus) = (vault, bus)
      load(\.receipt, key: Key.scan) {
        let token: WalletOfflineToken
        switch Self.token(from: text, currency: vault.currency) {
        case .success(let read): token = read
        case .failure(let refusal):
          bus?.post(WalletEvent.tokenRefused(reason: refusal))
          return .refused(refusal)
        }
        do {
          let verified = try await vault.accept(token)
          bus?.post(WalletEvent.tokenAccepted(tokenId: verified.token.id, amount: verified.token.amount))
          await bus?.postBalance(of: vault)
          return .verified(verified)
        } catch let refusal as WalletTokenRefusal {
          bus?.post(WalletEvent.tokenRefused(reason: refusal))
          return .refused(refusal)
        }
      }
    case .reset:
      tasks.cancel(Key.scan)
      update { $0.receipt = .idle }
    }
  }

  /// Reads a token from scanned text: JSON, or base64url of JSON.
  nonisolated static func token(from text: String, currency: Currency) -> Result<WalletOfflineToken, WalletTokenRefusal>
  {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty else { return .failure(.malformed(field: "token", reason: "nothing was scanned")) }
    let json: Data
    if trimmed.hasPrefix("{") {
      json = Data(trimmed.utf8)
    } else if let decoded = Data(base64URLEncoded: trimmed) {
      json = decoded
    } else {
      return .failure(.malformed(field: "token", reason: "neither JSON nor base64url"))
    }
    do {
      return .success(try WalletCoding.makeDecoder(currency: currency).decode(WalletOfflineToken.self, from: json))
    } catch let error as DecodingError {
      return .failure(Self.refusal(error))
    } catch {
      return .failure(.malformed(field: "token", reason: "\(error)"))
    }
  }

  /// The field and the reason of a decoding failure.
  private nonisolated static func refusal(_ error: DecodingError) -> WalletTokenRefusal {
    var path: [any CodingKey] = []
    var reason = "unreadable"
    switch error {
    case .keyNotFound(let key, let context):
      path = context.codingPath + [key]
      reason = "missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      path = context.codingPath
      reason = context.debugDescription
    @unknown default:
      break
    }
    let field = path.map(\.stringValue).joined(separator: ".")
    return .malformed(field: field.isEmpty ? "token" : field, reason: reason)
  }
}
