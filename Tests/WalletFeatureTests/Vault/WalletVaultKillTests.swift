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
    private static let kills = 8

    @Test("SIGKILL at seeded moments mid-accept: nothing acknowledged is lost, nothing is accepted twice")
    func killedMidAccept() async throws {
      let worker = try #require(
        BuiltExecutable.url(named: "wallet-worker"), "wallet-worker not found next to the test bundle")
      let harness = try WalletVaultHarness()
      let temporary = try TemporaryDatabase()
      let logURL = temporary.file(named: "accepted.log")
      var random = SeededGenerator(seed: 2_026)
      var killed = 0
      for round in 0...Self.kills {
        let process = Process()
        process.executableURL = worker
        process.arguments = [temporary.url.path, Fixtures.url("tokens/vectors.json").path, logURL.path]
        let readyBefore = try Self.lines(logURL).filter { $0 == "ready" }.count
        try process.run()
        let deadline = ContinuousClock.now + .seconds(60)
        while try Self.lines(logURL).filter({ $0 == "ready" }).count == readyBefore, process.isRunning,
          ContinuousClock.now < deadline
        {
          try await Task.sleep(for: .milliseconds(1))
        }
        if round < Self.kills {
          try await Task.sleep(for: .microseconds(Int.random(in: 0...30_000, using: &random)))
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
          if process.terminationReason == .uncaughtSignal { killed += 1 }
        } else {
          process.waitUntilExit()
          #expect(process.terminationStatus == 0)
        }
        try await Self.check(harness: harness, database: temporary, log: logURL, round: round)
      }
      #expect(killed >= Self.kills / 2, "most rounds were killed mid-run")
      let lines = try Self.lines(logURL)
      #expect(lines.last == "done")
      let vault = try await harness.vault(try temporary.open(synchronous: .full))
      let balance = try await vault.balance()
      let total = harness.fixture.pool.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
      #expect(balance.available.minorUnits == total, "every pool token counted exactly once")
      #expect(balance.availableTokenCount == harness.fixture.pool.count)
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
      let balance = try await vault.balance()
      #expect(balance.available.minorUnits == recordedTotal, "round \(round)")
      #expect(balance.availableTokenCount == recordedCount, "round \(round)")
      await sqlite.close()
    }

    private static func lines(_ url: URL) throws -> [String] {
      guard FileManager.default.fileExists(atPath: url.path) else { return [] }
      return String(decoding: try Data(contentsOf: url), as: UTF8.self).split(separator: "\n").map(String.init)
    }
  }
#endif
