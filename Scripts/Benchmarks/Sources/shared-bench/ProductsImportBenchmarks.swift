import Foundation
import ProductsFeature

/// The products suite's CSV import alone, three times, each into a fresh catalog: the quick loop
/// for work on the import's speed (`Scripts/bench products-import`).
enum ProductsImportBenchmarks: BenchmarkSuite {
  static let name = "products-import"

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-import-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    Report.header("Products: CSV import")
    let csv = ProductsBenchmarks.importCSV()
    Benchmark.settle()
    try await measure(csv, samples: 3, in: directory)
  }

  /// Imports `csv` (``ProductsBenchmarks/importCSV()``) into a fresh catalog in `directory`,
  /// `samples` times after a warm-up, and reports the median against the goal.
  static func measure(_ csv: Data, samples: Int, in directory: URL) async throws {
    let importing = try await Benchmark.measureAsync(
      "CSV import of 50,000 rows (parse+validate+insert)", samples: samples, iterations: 1
    ) {
      let catalog = try ProductsBenchmarks.makeCatalog(
        directory.appendingPathComponent("import-\(UUID().uuidString).sqlite"))
      let report = try await catalog.importCSVReport(csv)
      precondition(report.created == ProductsBenchmarks.importRows, "import created \(report.created)")
    }
    Report.line(importing, target: "< 3 s")
  }
}
