import SharedTesting
import Testing

/// A suite trait that starts one reference server for the whole suite and stops it afterwards;
/// the suite's tests read it from ``SuiteServer/current``.
struct ReferenceServerSuiteTrait: SuiteTrait, TestScoping {
  /// Runs once around the suite, not around each test.
  var isRecursive: Bool { false }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    try await SuiteServer.$current.withValue(server) { try await function() }
  }
}

extension Trait where Self == ReferenceServerSuiteTrait {
  /// One reference server for the suite.
  static var referenceServer: Self { Self() }
}

/// The reference server of the running suite (one with the ``ReferenceServerSuiteTrait``).
enum SuiteServer {
  /// The server, while a suite with the trait runs.
  @TaskLocal static var current: ReferenceServer?
}
