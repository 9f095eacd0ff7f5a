import BillsFeature
import Foundation
import SharedCore
import SharedTesting

/// A till of ``BillsHarness`` with payment reminders: its reminder settings over the till's store, a
/// recording scheduler on a test clock starting at the harness's 1 October 2025, 10:00 IST, and a
/// reconciler writing as Sharma Stores with a UPI payee.
struct BillReminderRig {
  let till: BillsHarness
  let clock: TestClock
  let scheduler: RecordingNotificationScheduler
  let reminders: SyncBillRemindersRepository
  let reconciler: BillReminderReconciler

  static let composer = BillReminderComposer(
    businessName: "Sharma Stores", upiPayee: try? BillUPIPayee(address: "sharmastores@okaxis", name: "Sharma Stores"))

  static func make(
    device: String = "till-1", server: InMemorySyncServer? = nil, pendingLimit: Int = 64, blockSize: Int = 5
  ) throws -> BillReminderRig {
    let till = try BillsHarness.make(device: device, server: server, blockSize: blockSize)
    let clock = TestClock(start: BillsHarness.now)
    let scheduler = RecordingNotificationScheduler(clock: clock)
    let reminders = try SyncBillRemindersRepository(store: till.store)
    let reconciler = BillReminderReconciler(
      bills: till.repository, reminders: reminders, accounts: till.book, scheduler: scheduler, composer: composer,
      deepLinkBase: URL(string: "shop://bills"), pendingLimit: pendingLimit, now: clock.provider)
    return BillReminderRig(till: till, clock: clock, scheduler: scheduler, reminders: reminders, reconciler: reconciler)
  }

  /// The ids of the pending notifications, soonest first.
  var pendingIDs: [String] { scheduler.pendingNow.map(\.id) }

  /// The ids of `invoice`'s reminders on `days`.
  static func ids(_ invoice: String, _ days: [String]) -> [String] {
    days.map { "bill-reminder/\(invoice)/\($0)" }
  }

  /// The standard schedule's days for an invoice of 1 October 2025 on 30 days' terms.
  static let standardDays = ["2025-10-28", "2025-10-31", "2025-11-07", "2025-11-14", "2025-11-21", "2025-11-28"]
}
