import Foundation
import SharedCore
import SharedTesting
import WalletFeature

extension WalletFakeBackend {
  // MARK: - Tokens

  func validate(_ request: WalletTokenValidationRequest) throws -> WalletTokenValidation {
    guard let issued = tokens[request.tokenId] else {
      throw WalletFakeFailure(404, "RESOURCE_NOT_FOUND", "token \(request.tokenId) is unknown")
    }
    let token = issued.token
    let details = WalletTokenValidationDetails(
      signatureValid: request.signature == token.signature && request.amount == token.amount,
      notExpired: Date() < token.expiresAt, notSpent: issued.status == "active",
      ownershipValid: token.ownerId == walletId)
    return WalletTokenValidation(
      valid: details.signatureValid && details.notExpired && details.notSpent && details.ownershipValid,
      token: WalletValidatedToken(
        id: token.id, amount: token.amount, ownerId: token.ownerId, signature: token.signature,
        isSpent: issued.status != "active", expiresAt: token.expiresAt, createdAt: token.createdAt),
      validationDetails: details)
  }

  func divide(_ body: WalletTokenDivisionRequest, _ request: HTTPRequest) throws -> WalletTokenDivision {
    let key = request.headers["Idempotency-Key"]
    if let key, let division = divisions[key] { return division }
    let issued = try spendable(body.tokenId)
    guard body.signature == issued.token.signature else {
      throw WalletFakeFailure(400, "INVALID_SIGNATURE", "signature does not match token \(body.tokenId)")
    }
    guard body.paymentAmount.minorUnits > 0, body.paymentAmount.minorUnits <= issued.token.amount.minorUnits else {
      throw WalletFakeFailure(422, "INSUFFICIENT_BALANCE", "payment exceeds token \(body.tokenId)")
    }
    tokens[body.tokenId]?.status = "divided"
    tokens[body.tokenId]?.spentBy = "division"
    let lifetime = max(1, Int(issued.token.expiresAt.timeIntervalSinceNow))
    let change = issued.token.amount.minorUnits - body.paymentAmount.minorUnits
    let payment = try issue(body.paymentAmount, lifetime: lifetime)
    let changeToken =
      change > 0 ? try issue(Money(minorUnits: change, currency: issuer.currency), lifetime: lifetime) : nil
    counters["divisions", default: 0] += 1
    let division = WalletTokenDivision(
      originalToken: WalletTokenStatus(id: issued.token.id, amount: issued.token.amount, status: "divided"),
      paymentToken: payment, changeToken: changeToken)
    if let key { divisions[key] = division }
    return division
  }

  func issue(_ amount: Money, lifetime: Int) throws -> WalletOfflineToken {
    let token = try issuer.token(amount: amount, owner: walletId, id: makeId("tok"), lifetime: lifetime)
    tokens[token.id] = IssuedToken(token: token, status: "active")
    return token
  }

  /// The token if `walletId` may spend it; a spent one is refused with `spentCode` (the backend says
  /// `TOKEN_ALREADY_SPENT` online and `DOUBLE_SPENDING_DETECTED` for an offline transaction).
  func spendable(_ tokenId: String, spentCode: String = "TOKEN_ALREADY_SPENT") throws -> IssuedToken {
    guard let issued = tokens[tokenId] else {
      throw WalletFakeFailure(404, "RESOURCE_NOT_FOUND", "token \(tokenId) is unknown")
    }
    guard issued.status == "active" else {
      throw WalletFakeFailure(409, spentCode, "token \(tokenId) was spent in \(issued.spentBy ?? "?")")
    }
    guard issued.token.ownerId == walletId else {
      throw WalletFakeFailure(403, "AUTHORIZATION_FAILED", "token \(tokenId) belongs to another wallet")
    }
    guard Date() < issued.token.expiresAt else {
      throw WalletFakeFailure(410, "TOKEN_EXPIRED", "token \(tokenId) has expired")
    }
    return issued
  }
}
