import Foundation
import PlansFeature
import PlansTesting
import SharedCore
import Testing

@Suite("The plans gate")
struct PlansGateTests {
  let day = PlansSamples.day

  @Test func answersPlanFeaturesFromVerifiedPurchases() async throws {
    let host = try PlansTestHost()
    try await host.gate.load()
    #expect(await !host.gate.can(.eInvoice))
    let report = try await host.gate.install(
      transactions: [try PlansTestChain.good.sign(transaction: PlansSamples.monthly())], confirmsAll: true)
    #expect(report.installedTransactions.count == 1 && report.refused.isEmpty)
    #expect(await host.gate.can(.eInvoice))
    #expect(await !host.gate.can(.multiCompany))
    #expect(await host.gate.decision(for: .multiCompany) == .init(isAllowed: false, reason: .notInPlan("pro")))
  }

  @Test func refusedDataIsReportedAndNotInstalled() async throws {
    let host = try PlansTestHost()
    let report = try await host.gate.install(
      transactions: [try PlansTestChain.foreign.sign(transaction: PlansSamples.monthly())], confirmsAll: true)
    #expect(report.refused.map(\.error) == [.certificateChain(.untrustedAnchor(depth: 1))])
    #expect(await !host.gate.can(.eInvoice))
  }

  @Test func sendsLiveUpdates() async throws {
    let host = try PlansTestHost()
    try await host.gate.load()
    let updates = host.gate.updates()
    let seen = Task {
      var plans: [String] = []
      for await snapshot in updates {
        plans.append(snapshot.plan.id)
        if snapshot.plan.id == "business" { break }
      }
      return plans
    }
    try await host.gate.install(
      transactions: [try PlansTestChain.good.sign(transaction: PlansSamples.monthly())], confirmsAll: true)
    let upgrade = PlansSamples.monthly(
      id: "2", original: "2", purchase: PlansSamples.start.adding(milliseconds: 1_000),
      product: PlansSamples.yearlyProduct)
    try await host.gate.install(transactions: [try PlansTestChain.good.sign(transaction: upgrade)], confirmsAll: true)
    let plans = await seen.value
    #expect(plans.last == "business")
    #expect(plans.contains("pro") || plans.first == "business")
  }

  @Test func aClockSetBackRevivesNothing() async throws {
    let host = try PlansTestHost()
    try await host.gate.install(
      transactions: [try PlansTestChain.good.sign(transaction: PlansSamples.monthly())], confirmsAll: true)
    host.time.advance(by: .seconds(31 * 86_400))
    #expect(await !host.gate.can(.eInvoice))
    host.time.setWallClock(PlansSamples.start.adding(milliseconds: 2 * day).date)
    #expect(await !host.gate.can(.eInvoice))
    host.time.restart()
    #expect(await !host.gate.can(.eInvoice), "after a restart the clock never goes below the last guarded time")
  }

  @Test func aSignedDateMovesTheGuardedTimeForward() async throws {
    let host = try PlansTestHost()
    // The device's clock says 2025-12-01, but Apple signed an expired purchase on 2026-02-15.
    host.time.setWallClock(Date(timeIntervalSince1970: 1_764_547_200))
    let expired = PlansSamples.monthly(signed: PlansSamples.start.adding(milliseconds: 45 * day))
    try await host.gate.install(transactions: [try PlansTestChain.good.sign(transaction: expired)], confirmsAll: true)
    #expect(await !host.gate.can(.eInvoice))
    #expect(await host.gate.snapshot().now >= PlansSamples.start.adding(milliseconds: 45 * day))
  }

  @Test func olderSignedDataNeverReplacesNewer() async throws {
    let host = try PlansTestHost()
    var refunded = PlansSamples.monthly(signed: PlansSamples.start.adding(milliseconds: 2 * day))
    refunded.revocationDate = PlansSamples.start.adding(milliseconds: 2 * day)
    refunded.revocationType = .refundFull
    try await host.gate.install(transactions: [try PlansTestChain.good.sign(transaction: refunded)], confirmsAll: true)
    let report = try await host.gate.install(
      transactions: [try PlansTestChain.good.sign(transaction: PlansSamples.monthly())], confirmsAll: true)
    #expect(report.unchanged == 1 && report.installedTransactions.isEmpty)
    #expect(await !host.gate.can(.eInvoice))
  }

  @Test func paidFeaturesWaitForARefreshAfterTheOfflineAllowance() async throws {
    let host = try PlansTestHost(offlineAllowance: .seconds(3 * 86_400))
    var yearly = PlansSamples.monthly(product: PlansSamples.yearlyProduct)
    yearly.expiresDate = PlansSamples.start.adding(milliseconds: 365 * day)
    let jws = try PlansTestChain.good.sign(transaction: yearly)
    try await host.gate.install(transactions: [jws], confirmsAll: true)
    host.time.advance(by: .seconds(2 * 86_400))
    #expect(await host.gate.can(.multiCompany))
    host.time.advance(by: .seconds(2 * 86_400))
    let decision = await host.gate.decision(for: .multiCompany)
    #expect(!decision.isAllowed)
    #expect(decision.reason == .refreshNeeded(lastRefreshed: PlansSamples.start))
    try await host.gate.install(transactions: [jws], confirmsAll: true)
    #expect(await host.gate.can(.multiCompany))
  }

  @Test func keepsPurchasesAcrossRestartsAndVerifiesThemAgain() async throws {
    let first = try PlansTestHost()
    try await first.gate.install(
      transactions: [try PlansTestChain.good.sign(transaction: PlansSamples.monthly())], confirmsAll: true)
    let second = try PlansTestHost(database: first.database, time: first.time)
    try await second.gate.load()
    #expect(await second.gate.can(.eInvoice))
  }

  @Test func overridesDecideForTestsAndQA() async throws {
    let host = try PlansTestHost()
    await host.gate.setOverrides(PlansOverrides(flags: ["beta": true], features: [.multiCompany: true]))
    #expect(await host.gate.can(.multiCompany))
    #expect(await host.gate.can(.flag("beta")))
    #expect(await host.gate.decision(for: .flag("beta")).reason == .overridden)
  }
}
