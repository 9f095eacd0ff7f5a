import DPPFeature
import Foundation
import SharedCore

/// The DPP demo against a TraceWise server (the reference server in development): scan a GS1
/// Digital Link, fetch product and passport through the resolver, sign in, register the product,
/// record two lifecycle events, record a third during an outage (queued, then delivered by the
/// host's `OutboxDrainer` once the server is back), list them and export them as an EPCIS 2.0
/// document.
///
/// `container` must hold ``DPPModule`` and the host registrations it lists; `baseURL` is the
/// server (also used as the Digital Link stem). Each step prints a one-line summary to `output`.
func runDPPDemoScenario(container: Container, baseURL: URL, output: (String) -> Void) async throws {
  let link = baseURL.appendingPathComponent("01/09520123456788/21/SN-1001").absoluteString

  let scanned = try await container.resolve(ScanDigitalLink.self)(link)
  output("scan      \(link) → \(scanned.id): \(scanned.product.name) (\(scanned.product.manufacturer ?? "-"))")
  let passport = scanned.passport
  output(
    "passport  \(passport?.passportIdentifier ?? "none") via gs1:dpp: \(passport?.productName ?? "-"), "
      + "\(passport?.materials.count ?? 0) materials, origin \(passport?.countryOfOrigin ?? "-")")

  let tracewise = try container.resolve(BackendSession.self, name: DPPModule.clientName)
  let signedIn = try await tracewise.client.send(TraceWiseEndpoints.signIn(username: "demo", password: "demo-password"))
  try await tracewise.signIn(signedIn.authTokens(receivedAt: Date()))
  output("sign-in   demo: access token valid for \(signedIn.expiresIn) s")

  let registration = try await container.resolve(RegisterDPPProduct.self)(scanned.id, userId: "demo")
  output("register  \(scanned.id) to demo: \(registration.status)")

  let record = try container.resolve(RecordLifecycleEvent.self)
  let now = Date()
  func event(_ stage: String, after seconds: TimeInterval) -> LifecycleEvent {
    LifecycleEvent(
      gtin: scanned.id.gtin, serial: scanned.id.serial, bizStep: stage,
      timestamp: now.addingTimeInterval(seconds).formatted(.iso8601), details: ["source": "shared-cli demo"])
  }
  for (offset, stage) in [(0, "retail_selling"), (60, "repairing")] {
    switch try await record(event(stage, after: TimeInterval(offset))) {
    case .recorded(let response): output("event     \(stage): \(response.status) \(response.epcisUrn ?? response.id)")
    case .queued(let key): output("event     \(stage): queued offline (\(key.prefix(19))…)")
    }
  }

  // An outage: the server answers 503 to every event until the rule is cleared. The event is
  // queued, not failed, and the host's drainer delivers it once the server is back.
  let admin = ReferenceServerAdmin(baseURL: baseURL)
  output("outage    staging a 503 on POST /v1/events: the [ERROR] line logged next is expected")
  try await admin.post("admin/faults", ["pathPrefix": "/v1/events", "method": "POST", "status": 503])
  let outcome: RecordLifecycleEvent.Outcome
  do {
    outcome = try await record(event("inspecting", after: 120))
  } catch {
    try? await admin.delete("admin/faults")
    throw error
  }
  try await admin.delete("admin/faults")
  if case .queued(let key) = outcome {
    output(
      "outage    inspecting: the server answered 503 (expected: the demo stages this outage), so the event "
        + "waits in the outbox (\(key.prefix(19))…)")
  } else {
    output("outage    inspecting: recorded at once; the outage did not reach it")
  }
  let drainer = try container.resolve(OutboxDrainer.self)
  await drainer.drainNow(ignoringBackoff: true)
  let outbox = try container.resolve((any OutboxStore).self)
  let waiting = try await outbox.items(in: .pending).count + outbox.items(in: .failed).count
  output(
    waiting == 0
      ? "drain     server back: the drainer delivered it"
      : "drain     server back: \(waiting) item(s) still waiting or parked")

  let history = try await container.resolve((any DPPEventRepository).self).events(
    for: scanned.id, pageSize: 100, pageToken: nil)
  output(
    "events    \(history.totalCount ?? history.items.count) for \(scanned.id): "
      + history.items.map(\.bizStep).joined(separator: ", "))

  let document = try await container.resolve(ExportEPCISDocument.self)(scanned.id)
  output("epcis     EPCIS 2.0 document with \(document.eventList.count) ObjectEvents:")
  let json = String(decoding: try document.jsonData(prettyPrinted: true), as: UTF8.self)
  for line in json.split(separator: "\n") { output("  " + line) }
}
