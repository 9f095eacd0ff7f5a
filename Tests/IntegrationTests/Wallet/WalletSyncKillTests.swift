#if os(macOS) || os(Linux)  // `Process` and `kill` need a desktop OS.
  import Foundation
  import SharedCore
  import SharedPlatform
  import SharedTesting
  import Testing
  import WalletFeature
  import WalletTesting

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Kills a wallet process with SIGKILL at seeded moments while it accepts tokens offline, records
  /// payments and divisions, and syncs them with the reference server, round after round, then
  /// proves nothing was lost, no token was accepted or spent twice, and the device's balance equals
  /// the server's.
  ///
  /// Each round the server issues three new tokens; the plan spends the first whole and divides the
  /// second (the third stays). `wallet-worker server` runs the plan, resuming what earlier rounds
  /// left, and logs each step once done. Rounds take turns aiming at the accept, divide and sync
  /// phases: the kill comes a seeded number of the phase's logged steps after its start, plus a
  /// seeded fraction of a step. Counted in the worker's own steps, not in wall time, where kills
  /// land does not depend on how loaded the machine is. The seed is `WALLET_KILL_SEED` (default 14).
  @Suite(.serialized) struct WalletSyncKillTests {
    private static let seed = ProcessInfo.processInfo.environment["WALLET_KILL_SEED"].flatMap { UInt64($0) } ?? 14
    private static let requiredKills = 50
    private static let maximumRounds = 90

    @Test func killedMidAcceptDivideAndSyncNothingIsLostOrSpentTwice() async throws {
      let worker = try #require(
        BuiltExecutable.url(named: "wallet-worker"), "wallet-worker not found next to the test bundle")
      let server = try await ReferenceServer.start()
      defer { server.terminate() }
      let temporary = try TemporaryDatabase()
      let walletId = "wallet-kill-\(Self.seed)"
      let session = try await WalletHost.admin(
        server, "POST", "admin/wallet/wallets", ["walletId": .string(walletId), "balance": "0"])
      var plan = WalletKillTestPlan(
        baseURL: server.baseURL, walletId: walletId,
        accessToken: try #require(session["accessToken"]?.stringValue),
        refreshToken: try #require(session["refreshToken"]?.stringValue),
        trustAnchor: try #require(WalletHost.trustAnchor).base64EncodedString(), payee: "merchant-kill", batchSize: 3,
        tokens: [], spends: [])
      var random = SeededGenerator(seed: Self.seed)
      var kills: [String: Int] = [:]
      var logs: [URL] = []
      var round = 0

      while kills.values.reduce(0, +) < Self.requiredKills + 2, round < Self.maximumRounds {
        round += 1
        let amounts = (0..<3).map { _ in Self.rupees(Int64.random(in: 100...600, using: &random)) }
        let issued = try await Self.issue(amounts, to: walletId, on: server)
        plan.tokens += issued
        let divided = issued[1]
        plan.spends += [
          .init(operationId: "whole-\(round)", tokenId: issued[0].id, payment: nil),
          .init(
            operationId: "split-\(round)", tokenId: divided.id,
            payment: Self.rupees(Int64.random(in: 1..<divided.amount.minorUnits, using: &random))),
        ]
        let log = temporary.file(named: "round-\(round).log")
        logs.append(log)
        // The phases take turns; within one, the kill waits for a seeded number of its steps
        // (accepts, spends, sync answers), then a seeded fraction of a step more.
        let target = KillPoint(
          phase: KillPoint.phases[round % 3], steps: Int.random(in: 0...2, using: &random),
          jitterMicroseconds: Int.random(in: 0...(round % 3 == 2 ? 6_000 : 1_500), using: &random))
        if let phase = try await Self.run(worker, plan: plan, database: temporary.url, log: log, killAt: target) {
          kills[phase, default: 0] += 1
        }
      }
      let finalLog = temporary.file(named: "final.log")
      logs.append(finalLog)
      #expect(
        try await Self.run(worker, plan: plan, database: temporary.url, log: finalLog, killAt: nil) == nil)
      #expect(try Self.lines(finalLog).last == "done", "the last run finished the sync")

      try await Self.check(plan: plan, logs: logs, database: temporary, server: server)
      let total = kills.values.reduce(0, +)
      #expect(total >= Self.requiredKills, "kills: \(kills)")
      for phase in ["accept", "divide", "sync"] {
        #expect(kills[phase, default: 0] >= 5, "kills in the \(phase) phase: \(kills) (seed \(Self.seed))")
      }
      print(
        "WalletSyncKillTests: \(total) kills in \(round) rounds (seed \(Self.seed)): \(kills.sorted { $0.key < $1.key })"
      )
    }

    // MARK: - Checks

    /// Nothing acknowledged is lost, no token is accepted or spent twice, every operation is
    /// confirmed, and the device's balance equals the server's.
    private static func check(
      plan: WalletKillTestPlan, logs: [URL], database: TemporaryDatabase, server: ReferenceServer
    ) async throws {
      let lines = try logs.flatMap { try Self.lines($0) }
      let accepted = lines.filter { $0.hasPrefix("accepted ") }.map { String($0.dropFirst(9)) }
      // A kill between the vault's commit and the log line leaves a token recorded but not
      // acknowledged; the rerun skips it. What the log acknowledges, it acknowledges once.
      #expect(accepted.count == Set(accepted).count, "a token acknowledged twice")
      #expect(Set(accepted).isSubset(of: plan.tokens.map(\.id)))
      #expect(
        !lines.contains { $0.hasPrefix("refused ") }, "no token refused: \(lines.filter { $0.hasPrefix("refused ") })")

      let sqlite = try database.open(synchronous: .full)
      let vault = WalletVault(
        database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema),
        verifier: try WalletTokenVerifier(
          walletId: plan.walletId, trustAnchor: try #require(WalletHost.trustAnchor), crypto: SystemCrypto()),
        currency: .inr)
      try await vault.restoreKeyDatabase()
      for token in plan.tokens {
        await #expect(throws: WalletTokenRefusal.alreadyAccepted(tokenId: token.id), "accepted twice") {
          try await vault.accept(token)
        }
      }
      #expect(try await vault.pendingOperations().isEmpty, "nothing left pending")
      #expect(try await vault.operations(in: .rejected).isEmpty, "nothing refused by the server")
      var paid: Int64 = 0
      for spend in plan.spends {
        let operation = try #require(try await vault.operation(spend.operationId), "\(spend.operationId) lost")
        #expect(operation.state == .confirmed, "\(spend.operationId)")
        paid += operation.payment.minorUnits
        let status = try await WalletHost.admin(server, "GET", "admin/wallet/tokens/\(spend.tokenId)", nil)
        #expect(status["status"]?.stringValue == (spend.payment == nil ? "spent" : "divided"), "\(spend.tokenId)")
      }
      let counters = try await WalletHost.admin(server, "GET", "admin/wallet/counters", nil)
      #expect(counters["offlineAccepted"]?.intValue == Int64(plan.spends.count), "each payment counted once")
      #expect(counters["offlineRejected"]?.intValue == 0)
      #expect(counters["divisions"]?.intValue == Int64(plan.spends.count / 2), "each token divided once")

      let local = try await vault.balance()
      let issued = plan.tokens.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
      #expect(local.spent.minorUnits == paid, "every payment spent once")
      #expect(local.available.minorUnits == issued - paid, "value neither created nor lost")
      let balance = try await Self.serverBalance(plan: plan)
      #expect(local.available == balance.amount, "the device holds what the server says it holds")
      #expect(local.availableTokenCount == balance.tokenCount)
      await sqlite.close()
    }

    /// The server's offline balance of the plan's wallet.
    private static func serverBalance(plan: WalletKillTestPlan) async throws -> WalletOfflineBalance {
      var request = URLRequest(url: plan.baseURL.appendingPathComponent("wallet-api/wallet/\(plan.walletId)/balance"))
      request.setValue("Bearer \(plan.accessToken)", forHTTPHeaderField: "Authorization")
      let (data, _) = try await URLSession.shared.data(for: request)
      return try WalletCoding.makeDecoder(currency: .inr).decode(WalletBalance.self, from: data).balances.offline
    }

    // MARK: - Rounds

    /// Tokens the server issues to `walletId`.
    private static func issue(_ amounts: [String], to walletId: String, on server: ReferenceServer) async throws
      -> [WalletOfflineToken]
    {
      let body = try await WalletHost.admin(
        server, "POST", "admin/wallet/tokens",
        ["walletId": .string(walletId), "amounts": .array(amounts.map { .string($0) })])
      let data = JSONValue.array(try #require(body["tokens"]?.arrayValue)).serialized()
      return try WalletCoding.makeDecoder(currency: .inr).decode([WalletOfflineToken].self, from: data)
    }

    /// Runs the worker and, unless `target` is `nil`, SIGKILLs it at that point; the phase the kill
    /// landed in (the last `phase` line of its log), or `nil` when the worker finished first.
    private static func run(
      _ worker: URL, plan: WalletKillTestPlan, database: URL, log: URL, killAt target: KillPoint?
    ) async throws -> String? {
      let planURL = database.deletingLastPathComponent().appendingPathComponent("plan.json")
      try WalletCoding.makeEncoder().encode(plan).write(to: planURL)
      let process = Process()
      process.executableURL = worker
      process.arguments = ["server", database.path, planURL.path, log.path]
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      guard let target else {
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the final run failed")
        return nil
      }
      let deadline = ContinuousClock.now + .seconds(60)
      while try !target.isReached(Self.lines(log)), process.isRunning, ContinuousClock.now < deadline {
        try await Task.sleep(for: .microseconds(200))
      }
      try await Task.sleep(for: .microseconds(target.jitterMicroseconds))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      guard process.terminationReason == .uncaughtSignal else {
        let tail = try Self.lines(log).suffix(3)
        #expect(process.terminationStatus == 0, "wallet-worker failed on its own: \(tail)")
        return nil
      }
      let phase = try Self.lines(log).last { $0.hasPrefix("phase ") }
      return phase.map { String($0.dropFirst(6)) } ?? "accept"
    }

    private static func rupees(_ paise: Int64) -> String {
      Money(minorUnits: paise, currency: .inr).formattedAmount
    }

    private static func lines(_ url: URL) throws -> [String] {
      guard FileManager.default.fileExists(atPath: url.path) else { return [] }
      return String(decoding: try Data(contentsOf: url), as: UTF8.self).split(separator: "\n").map(String.init)
    }
  }

  /// Where to kill a worker run: after `steps` steps of `phase` (`accepted`, `pending` or `progress`
  /// lines after its `phase` line), and `jitterMicroseconds` more.
  struct KillPoint {
    static let phases = ["accept", "divide", "sync"]

    let phase: String
    let steps: Int
    let jitterMicroseconds: Int

    func isReached(_ lines: [String]) -> Bool {
      guard let start = lines.lastIndex(of: "phase \(phase)") else { return false }
      let step = ["accept": "accepted ", "divide": "pending ", "sync": "progress "][phase] ?? ""
      return lines[(start + 1)...].filter { $0.hasPrefix(step) }.count >= steps
    }
  }
#endif
