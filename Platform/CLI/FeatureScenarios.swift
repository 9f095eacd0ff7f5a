import Foundation
import SharedCore

/// Runs each feature's end-to-end scenario against the reference server, in order.
enum FeatureScenarios {
  static func run(container: Container, baseURL: URL, outputDirectory: URL, output: Output) async throws {
    output.section("DPP: scan, passport, registration, lifecycle events, EPCIS")
    try await runDPPDemoScenario(container: container, baseURL: baseURL, output: output.line)
    output.section("Loyalty: sign-in, campaigns, coupons, exactly-once redemption, one transparent refresh")
    try await runLoyaltyDemoScenario(container: container, baseURL: baseURL, output: output.line)
    // The business features live in a company's scope: its own database, sync cursor and queue.
    let shop = try await container.resolve(CompanySwitcher.self).create(named: "Sharma General Store")
    let company = shop.container
    output.section("Products: CSV import, offline search, barcode scan, FEFO stock, alerts, sync")
    try await runProductsDemoScenario(container: company, baseURL: baseURL, output: output.line)
    output.section(
      "Parties: GSTIN check, ledger, credit limit, payments and allocation, statement, ageing, merge, sync")
    try await runPartiesDemoScenario(container: company, baseURL: baseURL, output: output.line)
    output.section(
      "Bills: invoices from the catalog and offline records, GST to the paisa, stock and ledger postings, payment, "
        + "credit note, PDF, e-invoice, sync")
    try await runBillsDemoScenario(container: company, outputDirectory: outputDirectory, output: output.line)
    output.section(
      "A shop's day: a variant and a batch-tracked product sold, a purchase creating batches, a 12 % sale of "
        + "15 Sep 2025 credited after the rate change")
    try await runBillsShopDayScenario(container: company, output: output.line)
    output.section(
      "Reports: expenses, the dashboard over every feature's records, its live update, the sales register")
    try await runReportsDemoScenario(container: company, outputDirectory: outputDirectory, output: output.line)
    output.section("Settings: a series Rule 46 refuses, the profile and series saved, the next invoice and its print")
    try await runSettingsDemoScenario(container: company, output: output.line)
    output.section("Companies: a second business, switching, each sees only its own records, restart, removal")
    try await runCompaniesDemoScenario(container: container, output: output.line)
    output.section("Plans: a test-signed App Store purchase verified offline, synced, the gate and remote flags")
    try await runPlansDemoScenario(container: container, output: output.line)
    output.section("Wallet: offline acceptance, a refused double spend, change, sync with progress, reconciled balance")
    try await runWalletDemoScenario(container: container, baseURL: baseURL, output: output.line)
  }
}
