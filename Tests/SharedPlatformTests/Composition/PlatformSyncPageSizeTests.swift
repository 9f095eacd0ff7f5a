import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The sync engine's download page size is a `PlatformModule` option: 500 by default, any size in
/// 1...10,000, anything else refused when the container is built.
@Suite struct PlatformSyncPageSizeTests {
  static func platform(_ temporary: TemporaryDirectory, pageSize: Int? = nil) -> PlatformModule {
    let data = temporary.appending("data")
    let keys = temporary.appending("keys")
    guard let pageSize else {
      return PlatformModule(
        applicationID: "org.sharedcore.tests", dataDirectory: data, configuration: .development, keyDirectory: keys)
    }
    return PlatformModule(
      applicationID: "org.sharedcore.tests", dataDirectory: data, configuration: .development, keyDirectory: keys,
      syncDownloadPageSize: pageSize)
  }

  /// The `limit` of every download request the container's engine sends in one sync.
  static func downloadLimits(of platform: PlatformModule) async throws -> [String] {
    let transport = StubTransport()
    await transport.on(.get, "**", reply: .json(#"{"changes": [], "nextCursor": "c1", "hasMore": false}"#))
    let container = try Container(modules: [platform, SyncCompositionTests.ShopModule()]).overriding {
      $0.register((any Transport).self, lifetime: .singleton) { _ in transport }
    }
    do {
      let shop = try await container.resolve(CompanySwitcher.self).create(named: "Shop")
      try await shop.container.resolve(SyncEngine.self).sync()
      let companies = await transport.requests(.get, "**").map { $0.headers["X-Company-ID"] }
      #expect(companies == Array(repeating: shop.company.id.rawValue, count: companies.count))
    } catch {
      await container.shutDown()
      throw error
    }
    await container.shutDown()
    return await transport.requests(.get, "**").map { request in
      URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "limit" }?
        .value ?? "none"
    }
  }

  @Test func theEngineDownloadsPagesOfTheChosenSize() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let limits = try await Self.downloadLimits(of: Self.platform(temporary, pageSize: 250))
    #expect(limits == ["250", "250", "250"])  // parties, products, invoices
  }

  @Test func theDefaultIsFiveHundred() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    #expect(Self.platform(temporary).syncDownloadPageSize == 500)
    let limits = try await Self.downloadLimits(of: Self.platform(temporary))
    #expect(limits == ["500", "500", "500"])
  }

  @Test(arguments: [0, -1, 10_001, Int.max])
  func aSizeOutsideTheRangeIsAConfigurationError(size: Int) throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let error = try #require(throws: ConfigurationError.self) {
      try Container(modules: [Self.platform(temporary, pageSize: size)])
    }
    #expect(error.issues.map(\.field) == ["syncDownloadPageSize"])
    #expect(error.issues.first?.problem == "\(size) changes a download request is outside 1...10000")
  }

  @Test(arguments: [1, 1_000, 10_000])
  func aSizeInTheRangeIsAccepted(size: Int) throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let container = try Container(modules: [Self.platform(temporary, pageSize: size)])
    #expect(container.isOpen)
  }
}
