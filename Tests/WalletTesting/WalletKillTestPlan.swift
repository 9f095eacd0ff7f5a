import Foundation
import WalletFeature

/// What the wallet kill test's worker process does against the reference server, written by the
/// test and read by the worker: the wallet's session, the tokens to accept and the spends to make of
/// them (a payment smaller than its token is a division). Package-internal: not part of the kit.
package struct WalletKillTestPlan: Codable {
  /// One spend: the whole token, or `payment` of it.
  package struct Spend: Codable {
    package let operationId: String
    package let tokenId: String
    package let payment: String?

    package init(operationId: String, tokenId: String, payment: String?) {
      self.operationId = operationId
      self.tokenId = tokenId
      self.payment = payment
    }
  }

  package let baseURL: URL
  package let walletId: String
  package let accessToken: String
  package let refreshToken: String
  package let trustAnchor: String
  package let payee: String
  package let batchSize: Int
  package var tokens: [WalletOfflineToken]
  package var spends: [Spend]

  package init(
    baseURL: URL, walletId: String, accessToken: String, refreshToken: String, trustAnchor: String, payee: String,
    batchSize: Int, tokens: [WalletOfflineToken], spends: [Spend]
  ) {
    self.baseURL = baseURL
    self.walletId = walletId
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.trustAnchor = trustAnchor
    self.payee = payee
    self.batchSize = batchSize
    self.tokens = tokens
    self.spends = spends
  }
}
