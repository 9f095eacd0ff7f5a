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
  ///
  /// Each catalog stays open until every sample is taken, as an app's does: the import ends when
  /// its transaction is committed, and closing the database's last connection (which copies the
  /// whole log into the file) is the close's work, not the import's.
  static func measure(_ csv: Data, samples: Int, in directory: URL) async throws {
    let open = OpenCatalogs()
    let importing = try await Benchmark.measureAsync(
      "CSV import of 50,000 rows (parse+validate+insert)", samples: samples, iterations: 1
    ) {
      let catalog = try ProductsBenchmarks.makeCatalog(
        directory.appendingPathComponent("import-\(UUID().uuidString).sqlite"))
      let report = try await catalog.importCSVReport(csv)
      precondition(report.created == ProductsBenchmarks.importRows, "import created \(report.created)")
      await open.keep(catalog)
    }
    Report.line(importing, target: "< 3 s")
  }

  /// The catalogs imported into, kept open until the measurement ends.
  private actor OpenCatalogs {
    private var catalogs: [ProductCatalog] = []

    func keep(_ catalog: ProductCatalog) { catalogs.append(catalog) }
  }
}
