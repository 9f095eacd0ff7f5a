import Foundation
import SharedCore

/// What the user may use, decided on the device from signed data: the plan their verified App Store
/// purchases grant, and the backend's signed remote configuration (flags, parameters, experiments),
/// answered through one API and live.
///
/// ```swift
/// let gate = try container.resolve(PlansGate.self)
/// try await gate.load()
/// if await gate.can(.eInvoice) { showEInvoiceButton() }
/// if await gate.can(.flag("annual-first-paywall")) { … }
/// for await snapshot in await gate.updates() { render(snapshot.plan, snapshot.can(.multiCompany)) }
/// ```
///
/// **Time.** Every "now" is the guarded time (`GuardedClock` over a `DeviceTimeSource`): the
/// backend's time at the last contact plus the boot clock's elapsed time, never going back, moved
/// forward by the `signedDate` of every verified purchase (a time Apple signed). Setting the
/// device's clock back revives no expired subscription.
///
/// **Offline.** Purchases are believed for ``offlineAllowance`` after StoreKit or the backend last
/// confirmed them; past it, paid features wait for a refresh (``PlansGateDecision/Reason/refreshNeeded(lastRefreshed:)``)
/// so a refund made while the device was offline stops counting within that time. The remote
/// configuration is used until its own `maxAgeSeconds`, then the defaults (never an older document).
///
/// **Experiments.** ``variant(of:)`` records exactly one exposure per experiment and configuration
/// version through `AnalyticsSink` (`plans.experiment.exposure`, with the experiment, variant and
/// version: no user or device id), remembered across restarts. Overridden experiments record none.
public actor PlansGate {
  /// The analytics event name of an exposure.
  public static let exposureEventName = "plans.experiment.exposure"

  /// How long purchases are believed without a refresh.
  public let offlineAllowance: Duration

  private let store: PlansStore
  private let verifier: PlansSignedDataVerifier
  private let configVerifier: PlansRemoteConfigVerifier
  private let catalog: PlansCatalog
  private let bucketing: PlansBucketing
  private let analytics: (any AnalyticsSink)?
  private let timeSource: any DeviceTimeSource

  private var clock = GuardedClock()
  private var transactions: [String: PlansSigned<PlanTransaction>] = [:]
  private var renewals: [String: PlansSigned<PlanRenewalInfo>] = [:]
  private var refreshedMilliseconds: Int64?
  private var config: PlansRemoteConfig?
  private var configEnvelope: PlansRemoteConfigEnvelope?
  private var configServedMilliseconds: Int64?
  /// The highest configuration version ever installed here, even if its stored envelope no longer
  /// verifies (a rotated key): a lower one is never installed.
  private var configVersionFloor: Int64?
  private var exposures = Set<String>()
  private var overrides = PlansOverrides()
  private var userID: String?
  private var continuations: [UUID: AsyncStream<PlansGateSnapshot>.Continuation] = [:]
  private var lastPublished: PlansGateSnapshot?

  /// Creates the gate (``PlansModule`` registers one).
  public init(
    store: PlansStore, verifier: PlansSignedDataVerifier, configVerifier: PlansRemoteConfigVerifier,
    catalog: PlansCatalog, crypto: any CryptoProvider, analytics: (any AnalyticsSink)?,
    timeSource: any DeviceTimeSource, offlineAllowance: Duration
  ) {
    self.store = store
    self.verifier = verifier
    self.configVerifier = configVerifier
    self.catalog = catalog
    self.bucketing = PlansBucketing(crypto: crypto)
    self.analytics = analytics
    self.timeSource = timeSource
    self.offlineAllowance = offlineAllowance
  }

  // MARK: - Answers

  /// Whether `capability` is available now.
  public func can(_ capability: PlansCapability) -> Bool {
    snapshot().can(capability)
  }

  /// The answer for `capability`, with its reason.
  public func decision(for capability: PlansCapability) -> PlansGateDecision {
    snapshot().decision(for: capability)
  }

  /// A remote parameter (an override, the user's variant's, else the document's).
  public func parameter(_ name: String) -> JSONValue? {
    snapshot().parameter(name)
  }

  /// The variant of `experimentID` the user falls in, recording its exposure the first time for
  /// this configuration version. `nil` without a usable configuration, an experiment of that id,
  /// or a user (``identify(userID:)``).
  public func variant(of experimentID: String) async -> String? {
    let snapshot = snapshot()
    if let forced = overrides.variants[experimentID] { return forced }
    guard let config = snapshot.usableConfig, let variant = snapshot.variants[experimentID] else { return nil }
    let key = PlansStore.exposureKey(experimentID, config.version)
    if exposures.insert(key).inserted {
      let first = (try? await store.recordExposure(experiment: experimentID, version: config.version)) ?? true
      if first {
        analytics?.record(
          AnalyticsEvent(
            name: Self.exposureEventName, outcome: .success,
            parameters: ["experiment": experimentID, "variant": variant, "configVersion": String(config.version)]))
      }
    }
    return variant
  }

  /// Everything the gate knows now.
  public func snapshot() -> PlansGateSnapshot {
    let now = PlansInstant(millisecondsSince1970: clock.advance(with: timeSource.now()))
    let entitlements = PlansEntitlementRules.entitlements(
      transactions: transactions.values.map(\.value), renewals: renewals.mapValues(\.value), catalog: catalog, at: now)
    var variants: [String: String] = [:]
    if let config, let userID {
      for experiment in config.experiments {
        variants[experiment.id] = bucketing.variant(of: experiment, userID: userID)?.id
      }
    }
    variants.merge(overrides.variants) { _, forced in forced }
    return PlansGateSnapshot(
      now: now, entitlements: entitlements, plan: PlansEntitlementRules.plan(of: entitlements, catalog: catalog),
      entitlementsRefreshedAt: refreshedMilliseconds.map(PlansInstant.init(millisecondsSince1970:)),
      offlineAllowanceMilliseconds: GuardedClock.milliseconds(offlineAllowance), config: config,
      configServedAt: configServedMilliseconds.map(PlansInstant.init(millisecondsSince1970:)), variants: variants,
      overrides: overrides, freePlan: catalog.free)
  }

  /// The current snapshot, then a new one whenever the answers may have changed (purchases,
  /// configuration, overrides, user, ``refresh()``). Ends when the task iterating it is cancelled.
  public nonisolated func updates() -> AsyncStream<PlansGateSnapshot> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: PlansGateSnapshot.self, bufferingPolicy: .bufferingNewest(8))
    let id = UUID()
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeContinuation(id) }
    }
    Task { await self.addContinuation(continuation, id: id) }
    return stream
  }

  // MARK: - Inputs

  /// Loads what earlier runs stored, verifying every stored JWS again. Call once at start-up.
  /// - Throws: The database's failure. Stored data that no longer verifies is dropped, not thrown.
  public func load() async throws {
    let contents = try await store.load()
    clock = contents.clock
    for jws in contents.transactions {
      if let signed = try? verifier.verifyTransaction(jws) { keep(signed) }
    }
    for jws in contents.renewals {
      if let signed = try? verifier.verifyRenewalInfo(jws) { keep(signed) }
    }
    refreshedMilliseconds = contents.refreshedMilliseconds
    if let data = contents.configEnvelope, let (envelope, verified) = try? configVerifier.verify(json: data) {
      configEnvelope = envelope
      config = verified
      configServedMilliseconds = contents.configServedMilliseconds
    }
    configVersionFloor = contents.configVersion
    exposures = contents.exposures
    publish()
  }

  /// Verifies and installs signed transactions and renewal info from StoreKit or the backend.
  ///
  /// Each JWS is verified on its own: refused ones are reported, the others kept. For each
  /// original transaction id the data signed last wins; older data never replaces newer.
  /// - Parameters:
  ///   - transactions: Signed transactions (compact JWS).
  ///   - renewals: Signed renewal info (compact JWS).
  ///   - confirmsAll: Whether the source listed every current purchase (StoreKit's current
  ///     entitlements, the backend's view): then, if every JWS verified, the purchases count as
  ///     confirmed now and the offline allowance starts again.
  /// - Returns: What was installed and what was refused.
  /// - Throws: The database's failure (nothing is installed then).
  @discardableResult
  public func install(transactions: [String], renewals: [String] = [], confirmsAll: Bool) async throws
    -> PlansInstallReport
  {
    var report = PlansInstallReport()
    var records: [PlansStore.SignedRecord] = []
    var newTransactions: [PlansSigned<PlanTransaction>] = []
    var newRenewals: [PlansSigned<PlanRenewalInfo>] = []
    var latestSigned = Int64.min
    for (index, jws) in transactions.enumerated() {
      do {
        let signed = try verifier.verifyTransaction(jws)
        latestSigned = max(latestSigned, signed.value.signedDate.millisecondsSince1970)
        if let known = self.transactions[signed.value.originalTransactionId],
          known.value.signedDate >= signed.value.signedDate
        {
          report.unchanged += 1
          continue
        }
        newTransactions.append(signed)
        records.append(
          .init(
            kind: "transaction", originalTransactionId: signed.value.originalTransactionId,
            signedMilliseconds: signed.value.signedDate.millisecondsSince1970, jws: jws))
      } catch {
        report.refused.append(.init(kind: .transaction, index: index, error: error))
      }
    }
    for (index, jws) in renewals.enumerated() {
      do {
        let signed = try verifier.verifyRenewalInfo(jws)
        latestSigned = max(latestSigned, signed.value.signedDate.millisecondsSince1970)
        if let known = self.renewals[signed.value.originalTransactionId],
          known.value.signedDate >= signed.value.signedDate
        {
          report.unchanged += 1
          continue
        }
        newRenewals.append(signed)
        records.append(
          .init(
            kind: "renewal", originalTransactionId: signed.value.originalTransactionId,
            signedMilliseconds: signed.value.signedDate.millisecondsSince1970, jws: jws))
      } catch {
        report.refused.append(.init(kind: .renewal, index: index, error: error))
      }
    }
    var nextClock = clock
    let now = nextClock.advance(atLeastTo: latestSigned, reading: timeSource.now())
    let refreshed = confirmsAll && report.refused.isEmpty ? now : nil
    try await store.save(records, clock: nextClock, refreshedMilliseconds: refreshed)
    clock = nextClock
    newTransactions.forEach(keep)
    newRenewals.forEach(keep)
    report.installedTransactions = newTransactions.map(\.value)
    report.installedRenewals = newRenewals.map(\.value)
    if let refreshed { refreshedMilliseconds = refreshed }
    publish()
    return report
  }

  /// Verifies and installs a signed remote configuration (the backend's JSON answer): a newer
  /// version replaces the installed one, the same one counts as served again, an older or a
  /// different one of the same version is refused and the installed one stays.
  /// - Returns: The installed configuration.
  /// - Throws: ``PlansRemoteConfigError``; the database's failure as `AppError`.
  @discardableResult
  public func installConfig(json: Data) async throws -> PlansRemoteConfig {
    let (envelope, offered) = try configVerifier.verify(json: json)
    if let floor = configVersionFloor, offered.version < floor {
      throw PlansRemoteConfigError.rollback(installed: floor, offered: offered.version)
    }
    if let installed = config, let installedEnvelope = configEnvelope {
      if offered.version < installed.version {
        throw PlansRemoteConfigError.rollback(installed: installed.version, offered: offered.version)
      }
      if offered.version == installed.version, installedEnvelope.payload != envelope.payload {
        throw PlansRemoteConfigError.conflictingVersion(offered.version)
      }
    }
    var nextClock = clock
    let now = nextClock.advance(with: timeSource.now())
    try await store.saveConfig(envelope: json, version: offered.version, servedMilliseconds: now, clock: nextClock)
    clock = nextClock
    config = offered
    configEnvelope = envelope
    configServedMilliseconds = now
    configVersionFloor = max(configVersionFloor ?? offered.version, offered.version)
    publish()
    return offered
  }

  /// Anchors the guarded time to the backend's (an answer's HTTP `Date`).
  public func recordServerTime(_ serverTime: Date) async throws {
    var nextClock = clock
    nextClock.anchor(toServerTime: serverTime, reading: timeSource.now())
    try await store.saveClock(nextClock)
    clock = nextClock
    publish()
  }

  /// The user experiments bucket (the app's account id; hashed, never sent). `nil` signs out of
  /// experiments: no variants.
  public func identify(userID: String?) {
    self.userID = userID
    publish()
  }

  /// Replaces the test and QA overrides.
  public func setOverrides(_ overrides: PlansOverrides) {
    self.overrides = overrides
    publish()
  }

  /// Takes a new snapshot at the current guarded time and sends it if anything changed (an
  /// expiry passed, say). Call it when the app comes to the foreground.
  public func refresh() {
    publish()
  }

  /// The signed transactions kept, for the backend.
  public func signedTransactions() -> [String] { transactions.values.map(\.jws).sorted() }

  /// The signed renewal info kept, for the backend.
  public func signedRenewals() -> [String] { renewals.values.map(\.jws).sorted() }

  // MARK: - Private

  private func keep(_ signed: PlansSigned<PlanTransaction>) {
    transactions[signed.value.originalTransactionId] = signed
  }

  private func keep(_ signed: PlansSigned<PlanRenewalInfo>) {
    renewals[signed.value.originalTransactionId] = signed
  }

  private func publish() {
    let current = snapshot()
    if let lastPublished {
      var comparable = current
      comparable.now = lastPublished.now
      if comparable == lastPublished { return }
    }
    lastPublished = current
    for continuation in continuations.values { continuation.yield(current) }
  }

  private func addContinuation(_ continuation: AsyncStream<PlansGateSnapshot>.Continuation, id: UUID) {
    continuations[id] = continuation
    continuation.yield(snapshot())
  }

  private func removeContinuation(_ id: UUID) {
    continuations[id] = nil
  }
}
