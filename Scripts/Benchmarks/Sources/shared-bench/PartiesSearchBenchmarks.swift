import Foundation

/// The parties search alone (`Scripts/bench parties-search`), without the statement and ageing
/// setups, which take most of the `parties` suite's time.
enum PartiesSearchBenchmarks: BenchmarkSuite {
  static let name = "parties-search"

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-parties-search-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    Report.header("Parties: search")
    try await PartiesBenchmarks.search(directory)
  }
}
