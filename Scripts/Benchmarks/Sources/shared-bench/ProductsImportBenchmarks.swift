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
  /// whole log into the file) is the close's work, not the import's. The store copies the log of
  /// so large a write into the file in the background, after the import returns; the next sample
  /// starts once that copy is done (untimed, and reported), so that no sample shares the machine
  /// with the one before it.
  static func measure(_ csv: Data, samples: Int, in directory: URL) async throws {
    let open = OpenCatalogs()
    let clock = ContinuousClock()
    var previous: URL?
    var copies: [Double] = []
    let importing = try await Benchmark.measureAsync(
      "CSV import of 50,000 rows (parse+validate+insert)", samples: samples, iterations: 1,
      prepare: {
        guard let path = previous?.path else { return }
        let start = clock.now
        try await WriteAheadLog.waitUntilCopied(path)
        copies.append((clock.now - start).nanoseconds)
        Benchmark.settle()
      }
    ) {
      let file = directory.appendingPathComponent("import-\(UUID().uuidString).sqlite")
      let catalog = try ProductsBenchmarks.makeCatalog(file)
      let report = try await catalog.importCSVReport(csv)
      precondition(report.created == ProductsBenchmarks.importRows, "import created \(report.created)")
      await open.keep(catalog)
      previous = file
    }
    Report.line(importing, target: "< 3 s")
    let waits = Benchmark.Result(name: "log copy after an import", nanosecondsPerOperation: copies)
    if !copies.isEmpty {
      Report.note(
        "then the log copied into the file in the background: waited a median \(Report.format(waits.median)) more")
    }
  }

  /// The catalogs imported into, kept open until the measurement ends.
  private actor OpenCatalogs {
    private var catalogs: [ProductCatalog] = []

    func keep(_ catalog: ProductCatalog) { catalogs.append(catalog) }
  }
}
