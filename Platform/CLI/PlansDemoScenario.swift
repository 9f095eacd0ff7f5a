import Foundation
import PlansFeature
import PlansTesting
import SharedCore

/// Plans against the reference server: a monthly subscription signed by the test App Store chain
/// (`Scripts/make-plans-test-chain`) is verified on the device (chain to the pinned test root at its
/// signed date, Apple's extensions, ES256), synced to the backend under an idempotency key, the
/// backend's view installed; then the signed remote configuration is fetched and the gate answers
/// plan features and flags through one API, with the user's experiment variant.
///
/// `container` must hold ``PlansModule`` (pinning the test root) and be signed in to the business
/// backend (the Bills scenario signs in).
func runPlansDemoScenario(container: Container, output: (String) -> Void) async throws {
  let gate = try container.resolve(PlansGate.self)
  let sync = try container.resolve(PlansSyncService.self)
  let verifier = try container.resolve(PlansSignedDataVerifier.self)
  try await gate.load()
  output(
    "plan before any purchase: \(await gate.snapshot().plan.name); e-invoice allowed: \(await gate.can(.eInvoice))")

  guard let today = PlansInstant(Date()) else { return }
  let purchase = PlansSamples.monthly(id: "cli-1", original: "cli-1", purchase: today)
  let jws = try PlansTestChain.good.sign(transaction: purchase)
  let verified = try verifier.verifyTransaction(jws)
  output(
    "verified \(verified.value.productId) (\(jws.utf8.count)-byte JWS, chain to the pinned root at its signed date), "
      + "expires \(verified.value.expiresDate?.date.formatted(.iso8601) ?? "never")")
  let forged = try PlansTestChain.foreign.sign(transaction: purchase)
  do {
    _ = try verifier.verifyTransaction(forged)
  } catch {
    output("a purchase signed by another root is refused: \(error)")
  }
  try await gate.install(transactions: [jws], confirmsAll: false)

  switch await sync.sync() {
  case .done(let report):
    output("synced with the backend: \(report.installedTransactions.count) new, \(report.unchanged) already known")
  case .refused(let error): output("the backend refused the upload: \(error.userMessage)")
  case .unknown(let uncertainty): output("upload pending: \(uncertainty.userMessage)")
  }
  let config = try await sync.refreshRemoteConfig()
  await gate.identify(userID: "demo-user")
  let snapshot = await gate.snapshot()
  output(
    "plan: \(snapshot.plan.name); e-invoice: \(snapshot.can(.eInvoice)); multi-company: \(snapshot.can(.multiCompany))")
  output(
    "remote config v\(config.version): new-paywall \(snapshot.can(.flag("new-paywall"))), "
      + "exp-paywall variant \(await gate.variant(of: "exp-paywall") ?? "none"), trialDays \(await gate.parameter("trialDays")?.intValue.map(String.init) ?? "none")"
  )
}
