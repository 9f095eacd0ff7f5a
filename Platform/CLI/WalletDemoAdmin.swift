import Foundation
import SharedCore
import WalletFeature

/// The reference server's wallet admin routes, which stand in for the bank's side in the demo:
/// opening a funded wallet with a session, and paying it offline tokens.
struct WalletDemoAdmin {
  private let admin: ReferenceServerAdmin

  init(baseURL: URL) {
    admin = ReferenceServerAdmin(baseURL: baseURL)
  }

  /// Creates `walletId` with `funded` on its blockchain balance and returns a session for it.
  func openWallet(_ walletId: String, funded: String) async throws -> AuthTokens {
    let session = try await admin.post(
      "admin/wallet/wallets", ["walletId": .string(walletId), "balance": .string(funded)])
    guard let access = session["accessToken"]?.stringValue, let refresh = session["refreshToken"]?.stringValue else {
      throw AppError.decoding(path: "accessToken", reason: "the admin route returned no session")
    }
    return AuthTokens(accessToken: access, refreshToken: refresh, expiresAt: Date().addingTimeInterval(900))
  }

  /// Offline tokens of `amounts` made out to `walletId` and signed by the issuer.
  func issueTokens(_ amounts: [String], to walletId: String) async throws -> [WalletOfflineToken] {
    let body = try await admin.post(
      "admin/wallet/tokens", ["walletId": .string(walletId), "amounts": .array(amounts.map { .string($0) })])
    guard let tokens = body["tokens"]?.arrayValue else {
      throw AppError.decoding(path: "tokens", reason: "the admin route returned no tokens")
    }
    return try WalletCoding.makeDecoder(currency: .inr).decode(
      [WalletOfflineToken].self, from: JSONValue.array(tokens).serialized())
  }
}
