import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import WalletFeature
import WalletTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The offline wallet (issue 14): verifying offline tokens against raw libcrypto on one core, a
/// 1,000-token batch, the double-spend lookup among 100,000 recorded tokens, and syncing 10,000
/// queued transactions to the loopback reference server.
enum WalletBenchmarks: BenchmarkSuite {
  static let name = "wallet"
  /// The reference server's issuer key id (its key database lists the test issuer key under it).
  private static let serverKeyId = "issuer-2026-a"

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-wallet-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    Report.header("wallet")
    try await verification()
    try await doubleSpendLookup(directory: directory)
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    try await sync(directory: directory, server: server)
  }

  // MARK: - Verification

  /// `WalletTokenVerifier.verify` on 10,000 distinct tokens, side by side with libcrypto's
  /// `EVP_DigestVerify` of the same signing inputs (DER signatures, key parsed once): one thread,
  /// alternating samples of 2,000 verifications (each side goes through the 10,000 tokens four
  /// times), so that the load of a shared machine weighs on both alike.
  private static func verification() async throws {
    let issuer = WalletTestIssuer()
    let verifier = try WalletTokenVerifier(
      walletId: "wallet-bench", trustAnchor: issuer.trustAnchor, crypto: SystemCrypto())
    try verifier.install(try issuer.keyDatabase())
    let count = 10_000
    let tokens = try (0..<count).map { index in
      try issuer.token(
        amount: Money(minorUnits: Int64(100 + index % 40_000), currency: .inr), owner: "wallet-bench",
        id: "tok-bench-\(index)")
    }
    let now = Date()
    var index = 0
    #if canImport(CBenchCrypto)
      guard let raw = RawP256Verifier(point: WalletTestSigner.issuer.publicPoint) else {
        throw WalletBenchmarkFailure("libcrypto refused the issuer key")
      }
      let inputs = try tokens.map { [UInt8](try WalletTokenSigning.signingInput(for: $0)) }
      let signatures = try tokens.map { token in
        guard let bytes = Data(base64URLEncoded: token.signature) else { throw WalletBenchmarkFailure("signature") }
        return RawP256Verifier.der(raw: bytes)
      }
      guard zip(signatures, inputs).allSatisfy({ raw.verify(der: $0, message: $1) }) else {
        throw WalletBenchmarkFailure("a signature did not verify with libcrypto")
      }
      var rawIndex = 0
      let comparison = try Benchmark.measureSideBySide(
        "verify an offline token (10,000 distinct)", samples: 20, iterations: 2_000,
        ours: {
          blackHole(try verifier.verify(tokens[index % count], at: now))
          index += 1
        },
        theirs: {
          guard raw.verify(der: signatures[rawIndex % count], message: inputs[rawIndex % count]) else {
            throw WalletBenchmarkFailure("libcrypto verify failed")
          }
          rawIndex += 1
        })
      Report.line(comparison.ours)
      Report.line(
        Benchmark.Result(
          name: "  raw libcrypto EVP_DigestVerify (same inputs)",
          nanosecondsPerOperation: comparison.theirs.nanosecondsPerOperation))
      Report.note(
        "verify speed vs raw libcrypto, one core: \(String(format1: comparison.speedup * 100))% (goal ≥ 50%)")
      // Where the difference lies: the platform's verifier alone (raw `r || s`, key parsed once).
      let platform = try SystemCrypto().p256SignatureVerifier(publicKey: WalletTestSigner.issuer.publicPoint)
      let rawSignatures = tokens.compactMap { Data(base64URLEncoded: $0.signature) }
      let inputData = inputs.map { Data($0) }
      var platformIndex = 0
      var floorIndex = 0
      let layers = try Benchmark.measureSideBySide(
        "  SystemCrypto P-256 verifier alone (same inputs)", samples: 10, iterations: 2_000,
        ours: {
          blackHole(
            try platform.isValidSignature(
              rawSignatures[platformIndex % count], format: .raw, for: inputData[platformIndex % count]))
          platformIndex += 1
        },
        theirs: {
          blackHole(raw.verify(der: signatures[floorIndex % count], message: inputs[floorIndex % count]))
          floorIndex += 1
        })
      Report.line(layers.ours)
      Report.note("platform verifier vs raw libcrypto: \(String(format1: layers.speedup * 100))%")
    #else
      Report.line(
        try Benchmark.measure("verify an offline token (10,000 distinct)", samples: 20, iterations: 2_000) {
          blackHole(try verifier.verify(tokens[index % count], at: now))
          index += 1
        })
      Report.note("no libcrypto on this platform: the raw baseline runs on Linux")
    #endif
    let batch = Array(tokens.prefix(1_000))
    Report.line(
      try await Benchmark.measureAsync("verify a batch of 1,000 tokens (all cores)", samples: 10, iterations: 1) {
        let results = await verifier.verify(batch: batch, at: now)
        guard results.allSatisfy({ (try? $0.get()) != nil }) else { throw WalletBenchmarkFailure("batch refused") }
      }, target: "< 100 ms")
    Report.line(
      try Benchmark.measure("verify a batch of 1,000 tokens (one core)", samples: 10, iterations: 1) {
        for token in batch { blackHole(try verifier.verify(token, at: now)) }
      })
    Report.note("cores: \(ProcessInfo.processInfo.activeProcessorCount)")
  }

  // MARK: - Double spends

  /// `WalletVault.contains(tokenId:)`, the double-spend guard's lookup, among 100,000 recorded tokens.
  private static func doubleSpendLookup(directory: URL) async throws {
    let issuer = WalletTestIssuer()
    let sqlite = try SQLiteDatabase(.file(directory.appendingPathComponent("double-spend.sqlite")))
    let verifier = try WalletTokenVerifier(
      walletId: "wallet-bench", trustAnchor: issuer.trustAnchor, crypto: SystemCrypto())
    let vault = WalletVault(
      database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema), verifier: verifier, currency: .inr)
    try await vault.installKeyDatabase(try issuer.keyDatabase())
    try await vault.recordSuccessfulSync()
    let count = 100_000
    // The vault's own rows, written in one transaction (accepting 100,000 tokens one by one would
    // spend minutes verifying signatures that this lookup never looks at), as accepted in earlier
    // offline periods (epoch 0), so that the current period's offline total starts at zero.
    let json = Data(#"{"bench":true}"#.utf8)
    try await vault.database.write { db in
      for index in 0..<count {
        try db.run(
          """
          INSERT INTO wallet_tokens (token_id, amount_minor, currency, owner_id, key_id, key_database_version,
            token_json, accepted_at_ms, sync_epoch, origin)
          VALUES (?, ?, 'INR', 'wallet-bench', ?, '1', ?, ?, 0, 'offline')
          """,
          [
            .text("tok-recorded-\(index)"), .integer(Int64(100 + index % 900)), .text(WalletTestIssuer.keyId),
            .blob(json),
            .integer(Int64(index)),
          ])
      }
    }
    // Distinct ids, in a seeded order: the first pass finds each in the database (recorded before
    // this vault existed), the second in the vault's memory of recorded tokens.
    var random = SeededGenerator(seed: 14)
    let probes = Array((0..<count).shuffled(using: &random).prefix(32_000)).map { "tok-recorded-\($0)" }
    var index = 0
    Report.line(
      try await Benchmark.measureAsync(
        "double-spend lookup, 100,000 recorded (database)", samples: 15, iterations: 2_000
      ) {
        guard try await vault.contains(tokenId: probes[index % probes.count]) else {
          throw WalletBenchmarkFailure("a recorded token was not found")
        }
        index += 1
      }, target: "< 20 µs")
    // The goal is held by the database line above: the vault must find a token another process
    // recorded, so memory alone cannot answer (this line shows what memory alone would cost).
    Report.line(
      try await Benchmark.measureAsync(
        "double-spend lookup, 100,000 recorded (seen before)", samples: 15, iterations: 2_000
      ) {
        guard try await vault.contains(tokenId: probes[index % probes.count]) else {
          throw WalletBenchmarkFailure("a recorded token was not found")
        }
        index += 1
      })
    Report.line(
      try await Benchmark.measureAsync("double-spend lookup, 100,000 recorded (miss)", samples: 15, iterations: 2_000) {
        guard try await !vault.contains(tokenId: "tok-never-\(index)") else {
          throw WalletBenchmarkFailure("a token never recorded was found")
        }
        index += 1
      })
    let token = try issuer.token(amount: "5.00", owner: "wallet-bench")
    try await vault.accept(token)
    Report.line(
      try await Benchmark.measureAsync(
        "accept refused as a double spend (verify + lookup)", samples: 10, iterations: 200
      ) {
        do {
          try await vault.accept(token)
          throw WalletBenchmarkFailure("a double spend was accepted")
        } catch WalletTokenRefusal.alreadyAccepted {}
      })
    await sqlite.close()
  }

  // MARK: - Sync

  /// One `WalletSyncService.run` sending 10,000 queued whole-token payments to the loopback
  /// reference server in batches of 500, applying each result to the vault.
  private static func sync(directory: URL, server: ReferenceServer) async throws {
    let count = 10_000
    let walletId = "wallet-bench-sync"
    let session = try await admin(server, "admin/wallet/wallets", ["walletId": .string(walletId), "balance": "0"])
    guard let access = session["accessToken"]?.stringValue, let refresh = session["refreshToken"]?.stringValue else {
      throw WalletBenchmarkFailure("no session")
    }
    var core = CoreConfiguration.testing
    core.endpoints.baseURL = server.baseURL
    let configuration = WalletConfiguration(
      baseURL: server.baseURL.appendingPathComponent("wallet-api"), walletId: walletId, currency: .inr,
      trustAnchor: WalletTestSigner.anchor.publicPoint, syncBatchSize: 500)
    var builder = ContainerBuilder()
    try builder.include(
      PlatformModule(
        applicationID: "org.sharedcore.wallet.bench", dataDirectory: directory.appendingPathComponent("platform"),
        configuration: core))
    try builder.include(WalletModule(configuration: configuration))
    builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in InMemorySecureStorage() }
    let container = try builder.build()
    try await container.resolve(TokenManager.self, name: WalletModule.clientName).signIn(
      AuthTokens(accessToken: access, refreshToken: refresh, expiresAt: Date().addingTimeInterval(900)))
    let api = try container.resolve(WalletAPI.self)

    // Tokens in the server's own form (its issuer key id, signed with the same test key), made
    // here and imported: the server signs each token it issues with one `openssl` run.
    let created = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    let tokens = try (0..<count).map { index in
      var token = WalletOfflineToken(
        id: "tok-sync-\(index)", amount: Money(minorUnits: 10, currency: .inr), ownerId: walletId, keyId: serverKeyId,
        createdAt: created, expiresAt: created.addingTimeInterval(30 * 86_400), signature: "")
      token.signature = try WalletTestSigner.issuer.sign(try WalletTokenSigning.signingInput(for: token))
      return token
    }
    let wire = try JSONValue(parsing: WalletCoding.makeEncoder().encode(tokens))
    _ = try await admin(server, "admin/wallet/tokens/import", ["walletId": .string(walletId), "tokens": wire])

    let sqlite = try SQLiteDatabase(.file(directory.appendingPathComponent("sync.sqlite")))
    let vault = WalletVault(
      database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema),
      verifier: try WalletTokenVerifier(
        walletId: walletId, trustAnchor: WalletTestSigner.anchor.publicPoint, crypto: SystemCrypto()),
      currency: .inr)
    try await vault.installKeyDatabase(try await api.fetchPublicKeys())
    try await vault.recordSuccessfulSync()
    for token in tokens {
      try await vault.accept(token)
      try await vault.beginSpend(operationId: "op-\(token.id)", tokenId: token.id)
    }
    let service = WalletSyncService(api: api, vault: vault, batchSize: 500)
    let start = ContinuousClock.now
    let progress = try await service.run { operation, token in
      WalletOfflineTransaction(
        id: operation.id, senderId: walletId, receiverId: "merchant-bench", amount: operation.payment,
        tokenIds: [token.id], signature: "bench-\(operation.id)", timestamp: created)
    }
    let elapsed = (ContinuousClock.now - start).nanoseconds
    guard progress.accepted == count, progress.isComplete else {
      throw WalletBenchmarkFailure("synced \(progress.accepted) of \(count) (\(progress))")
    }
    Report.line(
      Benchmark.Result(name: "sync 10,000 queued transactions (1 run)", nanosecondsPerOperation: [elapsed]),
      target: "< 10 s")
    Report.note(
      "batches of 500 to the loopback reference server; each result applied to the vault in its own transaction")
    await sqlite.close()
  }

  private static func admin(_ server: ReferenceServer, _ path: String, _ body: JSONValue) async throws -> JSONValue {
    var request = URLRequest(url: server.baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = body.serialized()
    let (data, response) = try await URLSession.shared.data(for: request)
    guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
      throw WalletBenchmarkFailure("\(path): \(String(decoding: data, as: UTF8.self))")
    }
    return try JSONValue(parsing: data)
  }
}

/// A wallet benchmark could not run as intended.
struct WalletBenchmarkFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
