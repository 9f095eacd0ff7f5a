import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature

@Suite("The vault against a model: seeded random accepts, duplicates, spends, confirmations and rejections")
struct WalletVaultPropertyTests {
  /// What the vault should hold: accepted tokens and each operation's token and state.
  private struct Model {
    var accepted: [String: Int64] = [:]
    var operations: [String: (tokenId: String, state: WalletOperationState)] = [:]

    func liveOperation(on tokenId: String) -> String? {
      operations.first { $0.value.tokenId == tokenId && $0.value.state != .rejected }?.key
    }

    func balance() -> (available: Int64, pending: Int64, spent: Int64, tokens: Int, pendingCount: Int) {
      var result = (available: Int64(0), pending: Int64(0), spent: Int64(0), tokens: 0, pendingCount: 0)
      for (tokenId, amount) in accepted {
        let live = operations.values.first { $0.tokenId == tokenId && $0.state != .rejected }
        switch live?.state {
        case nil, .rejected?:
          result.available += amount
          result.tokens += 1
        case .pending?:
          result.pending += amount
          result.pendingCount += 1
        case .confirmed?:
          result.spent += amount
        }
      }
      return result
    }
  }

  @Test("derived balances equal the model's and no token is counted twice", arguments: Array(UInt64(1)...12))
  func randomSequence(seed: UInt64) async throws {
    let harness = try WalletVaultHarness()
    let vault = try await harness.syncedVault()
    let pool = harness.fixture.pool
    var random = SeededGenerator(seed: seed)
    var model = Model()
    var nextOperation = 0
    for step in 0..<120 {
      let choice = Int.random(in: 0..<10, using: &random)
      switch choice {
      case 0..<4:
        let token = pool[Int.random(in: 0..<pool.count, using: &random)]
        do {
          try await vault.accept(token)
          #expect(model.accepted[token.id] == nil, "seed \(seed) step \(step): accepted \(token.id) twice")
          model.accepted[token.id] = token.amount.minorUnits
        } catch let refusal as WalletTokenRefusal {
          #expect(refusal == .alreadyAccepted(tokenId: token.id), "seed \(seed) step \(step)")
          #expect(model.accepted[token.id] != nil)
        }
      case 4..<6:
        guard let tokenId = model.accepted.keys.sorted().randomElement(using: &random) else { continue }
        nextOperation += 1
        let operationId = "op-\(nextOperation)"
        do {
          let operation = try await vault.beginSpend(operationId: operationId, tokenId: tokenId)
          #expect(model.liveOperation(on: tokenId) == nil, "seed \(seed) step \(step): \(tokenId) spent twice")
          #expect(operation.state == .pending)
          model.operations[operationId] = (tokenId, .pending)
        } catch let error as WalletVaultError {
          let live = try #require(model.liveOperation(on: tokenId))
          #expect(error == .tokenAlreadySpent(tokenId: tokenId, operationId: live))
        }
      case 6:
        guard let (operationId, entry) = model.operations.sorted(by: { $0.key < $1.key }).randomElement(using: &random)
        else { continue }
        let again = try await vault.beginSpend(operationId: operationId, tokenId: entry.tokenId)
        #expect(again.state == entry.state, "seed \(seed) step \(step): resubmission changed \(operationId)")
      default:
        guard let (operationId, entry) = model.operations.sorted(by: { $0.key < $1.key }).randomElement(using: &random)
        else { continue }
        let target: WalletOperationState = choice == 7 ? .confirmed : .rejected
        do {
          let operation =
            target == .confirmed
            ? try await vault.confirm(operationId: operationId)
            : try await vault.reject(operationId: operationId, reason: "seeded")
          #expect(entry.state == .pending || entry.state == target)
          #expect(operation.state == target)
          model.operations[operationId] = (entry.tokenId, target)
        } catch let error as WalletVaultError {
          guard case .operationConflict = error else { Issue.record("\(error)"); continue }
          #expect(entry.state != .pending && entry.state != target)
        }
      }
      let expected = model.balance()
      let balance = try await vault.balance()
      #expect(balance.available.minorUnits == expected.available, "seed \(seed) step \(step)")
      #expect(balance.pending.minorUnits == expected.pending, "seed \(seed) step \(step)")
      #expect(balance.spent.minorUnits == expected.spent, "seed \(seed) step \(step)")
      #expect(balance.availableTokenCount == expected.tokens)
      #expect(balance.pendingOperationCount == expected.pendingCount)
      #expect(balance.offline.minorUnits == model.accepted.values.reduce(0, +))
      let conserved = balance.available.minorUnits + balance.pending.minorUnits + balance.spent.minorUnits
      #expect(conserved == model.accepted.values.reduce(0, +), "seed \(seed) step \(step): value created or lost")
    }
    for token in pool {
      #expect(try await vault.contains(tokenId: token.id) == (model.accepted[token.id] != nil))
    }
  }
}
