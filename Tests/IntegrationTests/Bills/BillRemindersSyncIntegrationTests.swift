import BillsFeature
import Foundation
import PartiesFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Payment reminders against the reference server over real HTTP: settings and party preferences
/// edited offline on two devices merge field by field, and a payment recorded on one device cancels
/// the other device's pending reminders when it arrives by sync.
@Suite(.referenceServer) struct BillRemindersSyncIntegrationTests {
  /// Till 1 moves the time of day and opts Asha out; till 2, offline meanwhile, sets quiet hours and
  /// Hindi, and Asha's channel. After both sync, each till has every change, and so has the server.
  @Test func settingsAndPreferencesEditedOnTwoDevicesKeepEveryChangedField() async throws {
    let server = try #require(SuiteServer.current)
    let one = try await BillsDevice("till-1", account: "bills-reminder-settings", server: server)
    let two = try await BillsDevice("till-2", account: "bills-reminder-settings", server: server)
    let remindersOne = try SyncBillRemindersRepository(store: one.store)
    let remindersTwo = try SyncBillRemindersRepository(store: two.store)
    let asha = try await one.customer("Asha Traders")
    try await remindersOne.save(BillReminderSettings.standard)
    try await remindersOne.save(BillReminderPartyPreference(partyID: asha))
    _ = try await one.engine.sync()
    _ = try await two.engine.sync()
    let ashaOnServer = try #require(try await remindersTwo.preferences().keys.first)

    var first = try await remindersOne.settings()
    first.timeOfDay = try #require(BillReminderTimeOfDay("11:30"))
    try await remindersOne.save(first)
    try await remindersOne.save(BillReminderPartyPreference(partyID: ashaOnServer, isOptedOut: true))
    var second = try await remindersTwo.settings()
    second.quietHours = BillReminderQuietHours(
      start: try #require(BillReminderTimeOfDay("21:00")), end: try #require(BillReminderTimeOfDay("08:00")))
    second.language = .hindi
    try await remindersTwo.save(second)
    try await remindersTwo.save(BillReminderPartyPreference(partyID: ashaOnServer, channel: .sms))

    let firstReport = try await one.engine.sync()
    let secondReport = try await two.engine.sync()
    _ = try await one.engine.sync()
    #expect(firstReport.rejected == 0 && secondReport.rejected == 0)

    var expected = BillReminderSettings.standard
    expected.timeOfDay = first.timeOfDay
    expected.quietHours = second.quietHours
    expected.language = .hindi
    let preference = BillReminderPartyPreference(partyID: ashaOnServer, isOptedOut: true, channel: .sms)
    for reminders in [remindersOne, remindersTwo] {
      #expect(try await reminders.settings() == expected)
      #expect(try await reminders.preferences() == [ashaOnServer: preference])
    }
    let stored = try await server.syncRecords("bill-reminder-settings", account: "bills-reminder-settings")
    #expect(stored.count == 1)
    #expect(stored.first?.fields["timeOfDay"] == .string("11:30"))
    #expect(stored.first?.fields["language"] == .string("hi"))
  }

  /// Till 2 follows its store's committed changes with a reconciler; the invoice and then its payment
  /// are recorded on till 1 and reach till 2 only through the server.
  @Test func aPaymentArrivingBySyncCancelsTheOtherDevicesReminders() async throws {
    let server = try #require(SuiteServer.current)
    let one = try await BillsDevice("till-1", account: "bills-reminder-payment", server: server)
    let two = try await BillsDevice("till-2", account: "bills-reminder-payment", server: server)
    try await one.reserveInvoiceNumbers()
    let party = try await one.customer("Asha Traders")
    let invoice = try await one.bills.issue(try await one.bills.createDraft(one.invoice(party: party, product: nil)).id)
    _ = try await one.engine.sync()

    let clock = TestClock(start: Date(timeIntervalSince1970: 1_759_293_000))  // 1 October 2025, 10:00 IST
    let scheduler = RecordingNotificationScheduler(clock: clock)
    let reconciler = BillReminderReconciler(
      bills: two.bills, reminders: try SyncBillRemindersRepository(store: two.store), accounts: two.book,
      scheduler: scheduler, composer: BillReminderComposer(businessName: "Sharma Stores"), now: clock.provider)
    let following = Task { await reconciler.follow(two.store.committedChanges()) }
    defer { following.cancel() }
    _ = try await two.engine.sync()
    let serverID = try #require(try await one.bills.document(invoice.id)).id
    #expect(await eventually { scheduler.pendingNow.count == 6 })
    #expect(scheduler.pendingNow.allSatisfy { $0.id.hasPrefix("bill-reminder/\(serverID)/") })

    _ = try await one.bills.recordPayment(
      BillPaymentRequest(amount: try Money("1180", currency: .inr), date: BillsDevice.october1, mode: .upi),
      to: serverID)
    _ = try await one.engine.sync()
    _ = try await two.engine.sync()
    #expect(await eventually { scheduler.pendingNow.isEmpty })
    #expect(await reconciler.lastFollowError == nil)
  }
}
