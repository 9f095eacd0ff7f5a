import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The receive and pay screens: tokens scanned offline, payments planned with their change.
@Suite @MainActor struct WalletReceiveAndPayScreensTests {
  @Test func aScannedTokenIsVerifiedOnceAndRefusedTheSecondTime() async throws {
    let harness = try await WalletHarness()
    let token = try #require(try await harness.backend.issue(["30.00"]).first)
    let screen = harness.factory.makeReceive()
    screen.send(.scanned(try WalletTestIssuer.scanText(of: token)))
    var state = try await screen.settled(where: { $0.receipt.isSuccess })
    guard case .verified(let verified)? = state.receipt.value else {
      Issue.record("expected a verified token, got \(String(describing: state.receipt))")
      return
    }
    #expect(verified.token == token && verified.keyDatabaseVersion == "1")
    #expect(try await harness.vault.balance().available == WalletSamples.inr("30.00"))

    screen.send(.reset)
    #expect(screen.state.receipt == .idle)
    let base64URL = try WalletCoding.makeEncoder().encode(token).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
    screen.send(.scanned(base64URL))
    state = try await screen.settled(where: { $0.receipt.isSuccess })
    #expect(state.receipt.value?.refusal == .alreadyAccepted(tokenId: token.id), "the same token, in base64url")
    #expect(try await harness.vault.balance().available == WalletSamples.inr("30.00"), "counted once")
  }

  /// Scanned texts and the refusal each must get.
  static let refusals:
    [(name: String, text: (WalletOfflineToken) throws -> String, expected: (WalletOfflineToken) -> WalletTokenRefusal)] =
      [
        ("empty", { _ in "  " }, { _ in .malformed(field: "token", reason: "nothing was scanned") }),
        ("not a token", { _ in "hello" }, { _ in .malformed(field: "token", reason: "neither JSON nor base64url") }),
        (
          "tampered amount",
          { token in
            var tampered = token
            tampered.amount = WalletSamples.inr("300.00")
            return try WalletTestIssuer.scanText(of: tampered)
          },
          { _ in .invalidSignature }
        ),
        (
          "another wallet's",
          { _ in try WalletTestIssuer.scanText(of: try WalletTestIssuer().token(amount: "5.00", owner: "wallet-other"))
          },
          { _ in .wrongOwner(expected: WalletSamples.walletId, found: "wallet-other") }
        ),
      ]

  @Test("bad scans are refused with their typed reason", arguments: 0..<4)
  func refusedScans(index: Int) async throws {
    let (name, text, expected) = Self.refusals[index]
    let harness = try await WalletHarness()
    let token = try #require(try await harness.backend.issue(["20.00"]).first)
    let screen = harness.factory.makeReceive()
    screen.send(.scanned(try text(token)))
    let state = try await screen.settled(where: { $0.receipt.isSuccess })
    #expect(state.receipt.value?.refusal == expected(token), "\(name)")
    #expect(try await harness.vault.balance().available.isZero, "\(name): nothing recorded")
  }

  @Test func aMissingFieldIsNamed() async throws {
    let harness = try await WalletHarness()
    let screen = harness.factory.makeReceive()
    screen.send(.scanned(#"{"id":"tok-1","amount":5,"currency":"INR"}"#))
    let state = try await screen.settled(where: { $0.receipt.isSuccess })
    guard case .malformed(let field, _)? = state.receipt.value?.refusal else {
      Issue.record("expected a malformed refusal, got \(String(describing: state.receipt))")
      return
    }
    #expect(field == "ownerId")
  }

  @Test func aPaymentUsesTheSmallestCoveringTokenAndShowsTheChange() async throws {
    let harness = try await WalletHarness()
    let tokens = try await harness.accept(["10.00", "25.00", "100.00"])
    let screen = WalletPayViewModel(vault: harness.vault, makeOperationId: { "pay-fixed" })

    screen.send(.amountChanged("10"))
    var state = try await screen.settled(where: { $0.plan.isSuccess })
    #expect(state.plan.value?.token.id == tokens[0].id && state.plan.value?.isDivision == false, "an exact token")

    screen.send(.amountChanged("12.50"))
    state = try await screen.settled(where: { $0.plan.isSuccess && $0.amountText == "12.50" })
    let plan = try #require(state.plan.value)
    #expect(plan.token.id == tokens[1].id && plan.isDivision)
    #expect(plan.change == WalletSamples.inr("12.50"))

    screen.send(.confirm)
    state = try await screen.settled(where: { $0.payment.isSuccess })
    let operation = try #require(state.payment.value)
    #expect(operation.id == "pay-fixed" && operation.state == .pending && operation.isDivision)
    #expect(operation.change == WalletSamples.inr("12.50"))
    #expect(state.plan == .idle && !state.canConfirm)
    #expect(try await harness.vault.balance().pending == WalletSamples.inr("25.00"), "the token is reserved whole")
  }

  @Test(
    "amounts that cannot be paid fail as validation of the amount", arguments: ["10.005", "abc", "0", "-5", "500.00"])
  func unpayableAmounts(text: String) async throws {
    let harness = try await WalletHarness()
    try await harness.accept(["10.00", "100.00"])
    let screen = harness.factory.makePay()
    screen.send(.amountChanged(text))
    let state = try await screen.settled(where: { $0.plan.error != nil })
    guard case .validation(let issues)? = state.plan.error else {
      Issue.record("\(text): expected a validation error, got \(String(describing: state.plan.error))")
      return
    }
    #expect(issues.map(\.field) == ["amount"], "\(text)")
    screen.send(.confirm)
    #expect(screen.state.payment == .idle, "\(text): nothing to confirm")
  }
}
