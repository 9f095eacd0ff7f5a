import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import SharedCore
import SharedTesting
import Testing

/// Random invoices, payments, cancellations, opt-outs, schedule edits and days passing, each followed
/// by a reconciliation: the scheduler then holds exactly what a reconciler starting from nothing
/// schedules, and never a reminder of a settled, cancelled or opted-out invoice or one already past.
@Suite struct BillReminderPropertyTests {
  @Test(arguments: [UInt64(37), 1_109, 90_210])
  func theSchedulerAlwaysHoldsTheRemindersComputedFromScratch(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let rig = try BillReminderRig.make(pendingLimit: 24, blockSize: 60)
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    var parties: [String] = []
    for name in ["Asha Traders", "Bala Stores", "Chitra Foods"] { parties.append(try await rig.till.customer(name).id) }
    var invoices: [String] = []
    var mostPending = 0
    var cancelled = 0

    for step in 0..<40 {
      let roll = Int.random(in: 0..<100, using: &random)
      switch roll {
      case 0..<30:
        var draft = BillsHarness.invoice(
          party: parties[Int.random(in: 0..<parties.count, using: &random)],
          lines: [(nil, "\(Int.random(in: 1...5, using: &random))", "\(Int.random(in: 1...9, using: &random) * 100)")],
          date: "2025-10-0\(Int.random(in: 1...9, using: &random))")
        draft.paymentTermDays = [0, 7, 15, 30, 45].randomElement(using: &random)
        let created = try await rig.till.repository.createDraft(draft)
        invoices.append(try await rig.till.repository.issue(created.id).id)
      case 30..<55 where !invoices.isEmpty:
        let id = invoices[Int.random(in: 0..<invoices.count, using: &random)]
        guard let item = try await rig.till.repository.document(id), item.outstanding > 0,
          item.document.status != .cancelled
        else { break }
        let full = Bool.random(using: &random)
        let amount = full ? item.outstanding : (item.outstanding / 2).rounded(scale: 2)
        _ = try await rig.till.repository.recordPayment(
          BillPaymentRequest(amount: try Money(rounding: amount, currency: .inr), date: day("2025-10-10"), mode: .cash),
          to: id)
      case 55..<62 where !invoices.isEmpty:
        let id = invoices[Int.random(in: 0..<invoices.count, using: &random)]
        guard let item = try await rig.till.repository.document(id),
          item.document.status == .issued || item.document.status == .partiallyPaid
        else { break }
        _ = try await rig.till.repository.cancel(id)
      case 62..<72:
        let party = parties[Int.random(in: 0..<parties.count, using: &random)]
        try await rig.reminders.save(
          BillReminderPartyPreference(
            partyID: party, isOptedOut: Bool.random(using: &random),
            language: BillReminderLanguage.allCases.randomElement(using: &random)))
      case 72..<85:
        try await rig.reminders.save(randomSettings(using: &random))
      default:
        rig.scheduler.advance(by: .seconds(Int.random(in: 0...(6 * 86_400), using: &random)))
      }
      cancelled += try await rig.reconciler.reconcile().cancelled.count
      mostPending = max(mostPending, rig.scheduler.pendingNow.count)
      try await expectSchedulerMatchesAFreshReconciliation(rig, step: step, seed: seed)
    }
    // The run exercised both directions.
    #expect(mostPending > 0, "seed \(seed)")
    #expect(cancelled > 0, "seed \(seed)")
  }

  private func expectSchedulerMatchesAFreshReconciliation(_ rig: BillReminderRig, step: Int, seed: UInt64) async throws
  {
    let fresh = RecordingNotificationScheduler(clock: rig.clock)
    let reconciler = BillReminderReconciler(
      bills: rig.till.repository, reminders: rig.reminders, accounts: rig.till.book, scheduler: fresh,
      composer: BillReminderRig.composer, deepLinkBase: URL(string: "shop://bills"), pendingLimit: 24,
      now: rig.clock.provider)
    try await reconciler.reconcile()
    let pending = rig.scheduler.pendingNow
    #expect(pending == fresh.pendingNow, "seed \(seed), step \(step)")

    // And directly: only future reminders of open invoices of parties that did not opt out.
    let settings = try await rig.reminders.settings()
    let preferences = try await rig.reminders.preferences()
    for notification in pending {
      let parts = notification.id.split(separator: "/")
      let item = try #require(try await rig.till.repository.document(String(parts[1])))
      #expect(settings.isEnabled)
      #expect(notification.fireDate > rig.clock.now)
      #expect(BillReminderPlanner.isRemindable(item), "seed \(seed), step \(step): \(notification.id)")
      #expect(preferences[item.document.partyID]?.isOptedOut != true)
    }
  }

  private func randomSettings(using random: inout SeededGenerator) -> BillReminderSettings {
    let times = ["07:00", "10:00", "13:30", "21:45", "23:59"].compactMap { BillReminderTimeOfDay($0) }
    let quiet: [BillReminderQuietHours?] = [
      nil,
      BillReminderTimeOfDay("21:00").flatMap { start in
        BillReminderTimeOfDay("08:00").map { BillReminderQuietHours(start: start, end: $0) }
      },
      BillReminderTimeOfDay("13:00").flatMap { start in
        BillReminderTimeOfDay("14:00").map { BillReminderQuietHours(start: start, end: $0) }
      },
    ]
    return BillReminderSettings(
      isEnabled: Int.random(in: 0..<8, using: &random) > 0,
      daysBeforeDue: (0..<Int.random(in: 0...2, using: &random)).map { _ in Int.random(in: 1...10, using: &random) },
      remindsOnDueDate: Bool.random(using: &random),
      overdueIntervalDays: [nil, 1, 3, 7].randomElement(using: &random) ?? nil,
      overdueReminderLimit: Int.random(in: 0...5, using: &random),
      timeOfDay: times.randomElement(using: &random) ?? .midnight,
      quietHours: quiet.randomElement(using: &random) ?? nil,
      timeZoneIdentifier: ["Asia/Kolkata", "America/New_York", "Pacific/Auckland"].randomElement(using: &random)
        ?? "Asia/Kolkata",
      language: BillReminderLanguage.allCases.randomElement(using: &random) ?? .english)
  }
}
