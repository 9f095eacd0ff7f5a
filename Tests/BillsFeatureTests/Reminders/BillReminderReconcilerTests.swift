import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import SharedCore
import SharedTesting
import Testing

/// The reconciler brings the scheduler to the reminders the open invoices call for: issuing schedules
/// them, paying, cancelling or opting out cancels them, locally and when the change arrives by sync.
@Suite struct BillReminderReconcilerTests {
  @Test func anIssuedInvoiceSchedulesItsRemindersOnceAndAgainChangesNothing() async throws {
    let rig = try BillReminderRig.make()
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await rig.till.customer("Asha Traders")
    let invoice = try await rig.till.issueInvoice(to: party.id)

    let first = try await rig.reconciler.reconcile()
    #expect(first.scheduled.map(\.id) == BillReminderRig.ids(invoice, BillReminderRig.standardDays))
    #expect(first.cancelled.isEmpty)
    #expect(rig.pendingIDs == BillReminderRig.ids(invoice, BillReminderRig.standardDays))
    let notification = try #require(rig.scheduler.pendingNow.first)
    #expect(notification.title == "Asha Traders · INV/25-26/00001")
    #expect(notification.fireDate == Date(timeIntervalSince1970: 1_761_625_800))  // 28 Oct 2025, 10:00 IST
    #expect(notification.body.hasPrefix("Dear Asha Traders, a gentle reminder from Sharma Stores"))
    #expect(notification.deepLink?.absoluteString == "shop://bills/\(invoice)")

    rig.scheduler.clearCalls()
    #expect(try await rig.reconciler.reconcile().isEmpty)
    #expect(rig.scheduler.calls.isEmpty)
  }

  @Test func aPaymentInFullCancelsThePendingRemindersAndAPartPaymentRewritesThem() async throws {
    let rig = try BillReminderRig.make()
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await rig.till.customer()
    let invoice = try await rig.till.issueInvoice(to: party.id)
    try await rig.reconciler.reconcile()

    _ = try await rig.till.repository.recordPayment(
      BillPaymentRequest(amount: try Money("180", currency: .inr), date: day("2025-10-02"), mode: .upi), to: invoice)
    let part = try await rig.reconciler.reconcile()
    #expect(part.cancelled.isEmpty)
    #expect(part.scheduled.count == 6)
    #expect(rig.scheduler.pendingNow.allSatisfy { $0.body.contains("₹1,000.00") && $0.body.contains("am=1000.00") })

    _ = try await rig.till.repository.recordPayment(
      BillPaymentRequest(amount: try Money("1000", currency: .inr), date: day("2025-10-03"), mode: .cash), to: invoice)
    let paid = try await rig.reconciler.reconcile()
    #expect(paid.cancelled == BillReminderRig.ids(invoice, BillReminderRig.standardDays))
    #expect(paid.scheduled.isEmpty)
    #expect(rig.pendingIDs.isEmpty)
  }

  @Test func aCancelledInvoiceAndAnOptedOutPartyHaveNoReminders() async throws {
    let rig = try BillReminderRig.make()
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let asha = try await rig.till.customer("Asha Traders")
    let bala = try await rig.till.customer("Bala Stores")
    let ashas = try await rig.till.issueInvoice(to: asha.id)
    let balas = try await rig.till.issueInvoice(to: bala.id)
    try await rig.reconciler.reconcile()
    #expect(rig.pendingIDs.count == 12)

    _ = try await rig.till.repository.cancel(ashas)
    #expect(try await rig.reconciler.reconcile().cancelled == BillReminderRig.ids(ashas, BillReminderRig.standardDays))

    try await rig.reminders.save(BillReminderPartyPreference(partyID: bala.id, isOptedOut: true))
    #expect(try await rig.reconciler.reconcile().cancelled == BillReminderRig.ids(balas, BillReminderRig.standardDays))
    #expect(rig.pendingIDs.isEmpty)

    try await rig.reminders.save(BillReminderPartyPreference(partyID: bala.id, language: .hindi))
    try await rig.reconciler.reconcile()
    #expect(rig.pendingIDs == BillReminderRig.ids(balas, BillReminderRig.standardDays))
    #expect(rig.scheduler.pendingNow.allSatisfy { $0.body.hasPrefix("प्रिय Bala Stores") })
  }

  @Test func scheduleEditsMoveOrDropTheReminders() async throws {
    let rig = try BillReminderRig.make()
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await rig.till.customer()
    let invoice = try await rig.till.issueInvoice(to: party.id)
    try await rig.reconciler.reconcile()

    var settings = try await rig.reminders.settings()
    settings.daysBeforeDue = [1]
    settings.overdueReminderLimit = 1
    settings.timeOfDay = try #require(BillReminderTimeOfDay("18:15"))
    try await rig.reminders.save(settings)
    let moved = try await rig.reconciler.reconcile()
    #expect(rig.pendingIDs == BillReminderRig.ids(invoice, ["2025-10-30", "2025-10-31", "2025-11-07"]))
    #expect(
      Set(moved.cancelled)
        == Set(BillReminderRig.ids(invoice, BillReminderRig.standardDays)).subtracting(rig.pendingIDs))
    #expect(rig.scheduler.pendingNow.map(\.fireDate.timeIntervalSince1970).first == 1_761_828_300)  // 30 Oct, 18:15 IST

    settings.isEnabled = false
    try await rig.reminders.save(settings)
    try await rig.reconciler.reconcile()
    #expect(rig.pendingIDs.isEmpty)
  }

  @Test func theTestClockDeliversWhatIsDueAndPastRemindersAreNotScheduledAgain() async throws {
    let rig = try BillReminderRig.make()
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await rig.till.customer()
    let invoice = try await rig.till.issueInvoice(to: party.id)
    try await rig.reconciler.reconcile()

    // 1 October 10:00 → 31 October 10:00 IST: the reminders of the 28th and the 31st fire.
    let fired = rig.scheduler.advance(by: .seconds(30 * 86_400))
    #expect(fired.map(\.id) == BillReminderRig.ids(invoice, ["2025-10-28", "2025-10-31"]))
    #expect(try await rig.reconciler.reconcile().isEmpty)
    #expect(rig.pendingIDs == BillReminderRig.ids(invoice, Array(BillReminderRig.standardDays.dropFirst(2))))

    let due = try await rig.reconciler.dueReminders()
    #expect(due.map(\.id) == BillReminderRig.ids(invoice, ["2025-10-31"]))
    // The harness's customers have no phone: the WhatsApp link names the missing contact.
    #expect(throws: BillReminderError.noPhone(partyID: party.id)) { try due.first?.shareURL() }
  }

  @Test func onlyTheSoonestRemindersUpToTheLimitArePending() async throws {
    let rig = try BillReminderRig.make(pendingLimit: 4)
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await rig.till.customer()
    let first = try await rig.till.issueInvoice(to: party.id)
    let second = try await rig.till.issueInvoice(to: party.id)
    try await rig.reconciler.reconcile()
    #expect(
      Set(rig.pendingIDs)
        == Set(
          BillReminderRig.ids(first, ["2025-10-28", "2025-10-31"])
            + BillReminderRig.ids(second, ["2025-10-28", "2025-10-31"])))
    rig.scheduler.advance(by: .seconds(30 * 86_400))
    try await rig.reconciler.reconcile()
    #expect(
      Set(rig.pendingIDs)
        == Set(
          BillReminderRig.ids(first, ["2025-11-07", "2025-11-14"])
            + BillReminderRig.ids(second, ["2025-11-07", "2025-11-14"])))
  }

  @Test func notificationsOfOtherFeaturesAreLeftAlone() async throws {
    let rig = try BillReminderRig.make()
    let other = LocalNotification(
      id: "loyalty/coupon-expiry", fireDate: BillsHarness.now.addingTimeInterval(3600), title: "Coupon",
      body: "Expires soon")
    try await rig.scheduler.schedule(other)
    try await rig.reconciler.reconcile()
    #expect(rig.scheduler.pendingNow == [other])
  }

  @Test func companiesSharingOneNotificationCentreKeepToTheirOwnReminders() async throws {
    let rig = try BillReminderRig.make()
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await rig.till.customer("Asha Traders")
    let invoice = try await rig.till.issueInvoice(to: party.id)
    let other = try BillReminderRig.make(device: "other-shop")
    // Each company's reconciler over its own books, all on the shop's notification centre.
    func reconciler(_ books: BillReminderRig, namespace: String?) -> BillReminderReconciler {
      BillReminderReconciler(
        bills: books.till.repository, reminders: books.reminders, accounts: books.till.book, scheduler: rig.scheduler,
        composer: BillReminderRig.composer, namespace: namespace, now: rig.clock.provider)
    }
    try await reconciler(rig, namespace: "sharma-general").reconcile()
    let shopIDs = BillReminderRig.standardDays.map { "bill-reminder@sharma-general/\(invoice)/\($0)" }
    #expect(rig.pendingIDs == shopIDs)
    // A second company with no open invoices, and an app with one business (no namespace), cancel nothing.
    #expect(try await reconciler(other, namespace: "sharma-wholesale").reconcile().isEmpty)
    #expect(try await reconciler(other, namespace: nil).reconcile().isEmpty)
    #expect(rig.pendingIDs == shopIDs)
  }

  @Test func followingCommittedChangesCancelsRemindersWhenALocalPaymentSettlesTheInvoice() async throws {
    let rig = try BillReminderRig.make()
    try await rig.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await rig.till.customer()
    let invoice = try await rig.till.issueInvoice(to: party.id)
    let reconciler = rig.reconciler
    let following = Task { await reconciler.follow(rig.till.store.committedChanges()) }
    defer { following.cancel() }
    #expect(await eventually { rig.pendingIDs.count == 6 })

    _ = try await rig.till.repository.recordPayment(
      BillPaymentRequest(amount: try Money("1180", currency: .inr), date: day("2025-10-05"), mode: .upi), to: invoice)
    #expect(await eventually { rig.pendingIDs.isEmpty })
    #expect(await reconciler.lastFollowError == nil)
  }

  /// Till 2 follows its store; the payment is recorded on till 1 and reaches till 2 only by sync.
  @Test func aPaymentThatArrivesBySyncCancelsThisDevicesReminders() async throws {
    let one = try BillReminderRig.make(device: "till-1")
    let two = try BillReminderRig.make(device: "till-2", server: one.till.server)
    try await one.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await one.till.customer()
    let invoice = try await one.till.issueInvoice(to: party.id)
    _ = try await one.till.engine.sync()

    let reconciler = two.reconciler
    let following = Task { await reconciler.follow(two.till.store.committedChanges()) }
    defer { following.cancel() }
    _ = try await two.till.engine.sync()
    let serverID = try #require(try await one.till.repository.document(invoice)).id
    #expect(await eventually { two.pendingIDs == BillReminderRig.ids(serverID, BillReminderRig.standardDays) })

    _ = try await one.till.repository.recordPayment(
      BillPaymentRequest(amount: try Money("1180", currency: .inr), date: day("2025-10-05"), mode: .upi), to: serverID)
    _ = try await one.till.engine.sync()
    #expect(two.pendingIDs.count == 6)
    _ = try await two.till.engine.sync()
    #expect(await eventually { two.pendingIDs.isEmpty })
  }

  /// Reminder settings edited on till 1 reach till 2 by sync and move till 2's reminders.
  @Test func settingsThatArriveBySyncRescheduleThisDevicesReminders() async throws {
    let one = try BillReminderRig.make(device: "till-1")
    let two = try BillReminderRig.make(device: "till-2", server: one.till.server)
    try await one.till.reserveInvoiceAndCreditNoteNumbers()
    let party = try await one.till.customer()
    let invoice = try await one.till.issueInvoice(to: party.id)
    _ = try await one.till.engine.sync()
    let serverID = try #require(try await one.till.repository.document(invoice)).id
    let reconciler = two.reconciler
    let following = Task { await reconciler.follow(two.till.store.committedChanges()) }
    defer { following.cancel() }
    _ = try await two.till.engine.sync()
    #expect(await eventually { two.pendingIDs.count == 6 })

    try await one.reminders.save(BillReminderSettings(daysBeforeDue: [], overdueIntervalDays: nil))
    _ = try await one.till.engine.sync()
    _ = try await two.till.engine.sync()
    #expect(await eventually { two.pendingIDs == BillReminderRig.ids(serverID, ["2025-10-31"]) })
  }
}
