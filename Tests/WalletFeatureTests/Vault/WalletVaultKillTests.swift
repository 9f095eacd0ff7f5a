#if os(macOS) || os(Linux)  // `Process` and `kill` need a desktop OS.
  import Foundation
  import SharedCore
  import SharedPlatform
  import SharedTesting
  import Testing
  import WalletFeature

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Kills a process accepting tokens at seeded moments and proves the vault kept its word.
  @Suite struct WalletVaultKillTests {
    private static let kills = 24

    @Test("SIGKILL at seeded moments mid-accept and mid-divide: nothing acknowledged is lost or counted twice")
    func killedMidAcceptAndDivide() async throws {
      let worker = try #require(
        BuiltExecutable.url(named: "wallet-worker"), "wallet-worker not found next to the test bundle")
      let harness = try WalletVaultHarness()
      let temporary = try TemporaryDatabase()
      let logURL = temporary.file(named: "accepted.log")
      var random = SeededGenerator(seed: 2_026)
      var killed = 0
      var round = -1
      // Every round but the last holds its worker once it is done, so each kill lands even when
      // it is aimed at the last lines; the last round runs to the end.
      while true {
        round += 1
        let finalRound = killed >= Self.kills || round >= Self.kills * 3
        let process = Process()
        process.executableURL = worker
        process.arguments =
          [temporary.url.path, Fixtures.url("tokens/vectors.json").path, logURL.path] + (finalRound ? [] : ["--hold"])
        // Each run logs "ready", a line per pool token, two per division and "done": kill it once
        // a seeded number of those lines is written (plus a seeded fraction of a millisecond), so
        // the kills land all along the accepts and the divisions.
        let linesBefore = try Self.lines(logURL).count
        let killAfter = Int.random(
          in: 1...(harness.fixture.pool.count + 2 * harness.fixture.divisions.count), using: &random)
        try process.run()
        let deadline = ContinuousClock.now + .seconds(60)
        while try Self.lines(logURL).count < linesBefore + killAfter, process.isRunning, ContinuousClock.now < deadline
        {
          try await Task.sleep(for: .microseconds(200))
        }
        if !finalRound {
          try await Task.sleep(for: .microseconds(Int.random(in: 0...2_000, using: &random)))
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
          if process.terminationReason == .uncaughtSignal { killed += 1 }
        } else {
          process.waitUntilExit()
          #expect(process.terminationStatus == 0)
        }
        try await Self.check(harness: harness, database: temporary, log: logURL, round: round)
        if finalRound { break }
      }
      #expect(killed >= Self.kills, "\(killed) kills in \(round) rounds")
      let lines = try Self.lines(logURL)
      #expect(lines.last == "done")
      let vault = try await harness.vault(try temporary.open(synchronous: .full))
      let balance = try await vault.balance()
      let total = harness.fixture.pool.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
      let paid = harness.fixture.divisions.reduce(Int64(0)) { $0 + $1.paymentToken.amount.minorUnits }
      #expect(balance.spent.minorUnits == paid, "every division confirmed once")
      #expect(balance.available.minorUnits == total - paid, "every token and every change counted exactly once")
      #expect(balance.availableTokenCount == harness.fixture.pool.count)
      #expect(balance.pending.isZero)
    }

    /// After a kill: every acceptance the log acknowledges is in the vault, each token once, and
    /// the balance is the sum of the recorded tokens.
    private static func check(
      harness: WalletVaultHarness, database: TemporaryDatabase, log: URL, round: Int
    ) async throws {
      let sqlite = try database.open(synchronous: .full)
      let vault = try await harness.vault(sqlite)
      let acknowledged = Set(try lines(log).filter { $0.hasPrefix("accepted ") }.map { String($0.dropFirst(9)) })
      var recordedTotal: Int64 = 0
      var recordedCount = 0
      for token in harness.fixture.pool where try await vault.contains(tokenId: token.id) {
        recordedTotal += token.amount.minorUnits
        recordedCount += 1
      }
      for tokenId in acknowledged {
        #expect(try await vault.contains(tokenId: tokenId), "round \(round): acknowledged \(tokenId) lost")
      }
      let acceptedTwice = Dictionary(grouping: try lines(log).filter { $0.hasPrefix("accepted ") }, by: { $0 })
        .filter { $0.value.count > 1 }
      #expect(acceptedTwice.isEmpty, "round \(round): accepted twice \(acceptedTwice.keys.sorted())")
      for line in try lines(log) where line.hasPrefix("confirmed ") {
        let operationId = String(line.dropFirst(10))
        #expect(try await vault.operation(operationId)?.state == .confirmed, "round \(round): \(operationId) lost")
      }
      let balance = try await vault.balance()
      let conserved = balance.available.minorUnits + balance.pending.minorUnits + balance.spent.minorUnits
      #expect(conserved == recordedTotal, "round \(round): value created or lost")
      // A confirmed division swaps its reserved token for its change token: the count is unchanged.
      #expect(balance.availableTokenCount + balance.pendingOperationCount == recordedCount, "round \(round)")
      for division in harness.fixture.divisions {
        let operation = try await vault.operation("pay-" + String(division.paymentToken.id.suffix(1)))
        let hasChange = try await vault.contains(tokenId: division.changeToken?.id ?? "")
        #expect(hasChange == (operation?.state == .confirmed), "round \(round): change without its confirmation")
      }
      await sqlite.close()
    }

    private static func lines(_ url: URL) throws -> [String] {
      guard FileManager.default.fileExists(atPath: url.path) else { return [] }
      return String(decoding: try Data(contentsOf: url), as: UTF8.self).split(separator: "\n").map(String.init)
    }
  }
#endif
