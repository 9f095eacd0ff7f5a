// shared-bench: runs every benchmark suite, or those named on the command line.
//
//   Scripts/bench                 # all suites
//   Scripts/bench container gs1   # only these
//   Scripts/bench parties-search  # the parties search without the statement and ageing setups
//   Scripts/bench products-import # the products CSV import alone, three times
//   Scripts/bench plans           # one App Store transaction verified, chain cached and cold
//   Scripts/bench container-peers crypto-peers storage-peers   # side by side with Swinject, swift-crypto, GRDB

/// A group of related benchmarks with a short name for the command line.
protocol BenchmarkSuite {
  static var name: String { get }
  static func run() async throws
}

let suites: [any BenchmarkSuite.Type] = [
  BillsBenchmarks.self,
  ContainerBenchmarks.self,
  ContainerPeerBenchmarks.self,
  CompaniesBenchmarks.self,
  CoreKernelBenchmarks.self,
  CryptoBenchmarks.self,
  CryptoPeerBenchmarks.self,
  DPPDataBenchmarks.self,
  DigitalLinkBenchmarks.self,
  PartiesBenchmarks.self,
  PartiesSearchBenchmarks.self,
  PipelineBenchmarks.self,
  PlansBenchmarks.self,
  ProductsBenchmarks.self,
  ProductsImportBenchmarks.self,
  ReportsBenchmarks.self,
  StorageBenchmarks.self,
  StoragePeerBenchmarks.self,
  SyncBenchmarks.self,
  WalletBenchmarks.self,
]

let requested = Set(CommandLine.arguments.dropFirst())
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
  try await suite.run()
}
