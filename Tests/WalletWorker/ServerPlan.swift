import Foundation
import SharedCore
import WalletFeature

/// What the server run does: the wallet's session on the reference server, the tokens to accept
/// and the spends to make of them (a payment smaller than its token is a division).
struct ServerPlan: Codable {
  /// One spend: the whole token, or `payment` of it.
  struct Spend: Codable {
    let operationId: String
    let tokenId: String
    let payment: String?
  }

  let baseURL: URL
  let walletId: String
  let accessToken: String
  let refreshToken: String
  let trustAnchor: String
  let payee: String
  let batchSize: Int
  var tokens: [WalletOfflineToken]
  var spends: [Spend]
}
