import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `PlatformModule` refuses an invalid configuration and hands the valid one's settings to the
/// services it registers.
@Suite struct PlatformModuleConfigurationTests {
  private func container(_ configuration: CoreConfiguration? = nil) throws -> (Container, URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("platform-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let module =
      configuration.map {
        PlatformModule(applicationID: "org.sharedcore.tests", dataDirectory: directory, configuration: $0)
      }
      ?? PlatformModule(applicationID: "org.sharedcore.tests", dataDirectory: directory)
    return (try Container(modules: [module]), directory)
  }

  /// The default configuration (production) still points at `api.example.com`: `verify()` names the
  /// setting, and resolving anything that reads the configuration throws.
  @Test func thePlaceholderBaseURLFailsVerification() throws {
    let (container, directory) = try container()
    defer { try? FileManager.default.removeItem(at: directory) }
    let report = container.verify()
    #expect(!report.isEmpty)
    #expect("\(report)".contains("endpoints.baseURL"), "\(report)")
    #expect("\(report)".contains("is a placeholder"), "\(report)")
    #expect(throws: (any Error).self) { try container.resolve((any Transport).self) }
  }

  @Test func aValidConfigurationVerifiesAndReachesTheTransport() throws {
    var configuration = CoreConfiguration.production
    configuration.endpoints.baseURL = try #require(URL(string: "https://api.shop.io"))
    configuration.network.maxConcurrentRequests = 2
    configuration.network.allowsCellularAccess = false
    let (container, directory) = try container(configuration)
    defer { try? FileManager.default.removeItem(at: directory) }
    let report = container.verify()
    #expect(report.isEmpty, "\(report)")
    let transport = try #require(try container.resolve((any Transport).self) as? URLSessionTransport)
    #expect(transport.maxConcurrentRequests == 2)
    #expect(!transport.sessionConfiguration.allowsCellularAccess)
    #expect(transport.sessionConfiguration.timeoutIntervalForRequest == 30)
    #expect(try container.resolve((any AppLogger).self).minimumLevel == .warning)
  }
}
