import BillsFeature
import Foundation
import SharedCore
import SharedPlatform

/// The payment reminders of the Bills demo: on 20 May 2026, 10 days after the invoices fell due, the
/// reminder each open invoice is due (in English, then in Hindi once the party prefers it, with its
/// WhatsApp link), the reminders still to come as the device schedules them, and the pending ones of
/// an invoice cancelled by the payment that settles it.
///
/// `session` must hold ``BillsModule`` (and what it needs); the scheduler is an in-memory list, which
/// is what a host without a notification centre has. The reminders' ids carry the open company's id.
func runBillsRemindersDemo(
  session: Container, invoice: BillListItem, paymentDate: CalendarDate, output: (String) -> Void
) async throws {
  let bills = try session.resolve((any BillsRepository).self)
  let reminders = try session.resolve((any BillRemindersRepository).self)
  let scheduler = InMemoryNotificationScheduler()
  // 20 May 2026, 12:00 IST: the invoices of 10 April on 30 days' terms are 10 days overdue.
  let now = Date(timeIntervalSince1970: 1_779_258_600)
  let reconciler = BillReminderReconciler(
    bills: bills, reminders: reminders, accounts: try session.resolve((any PartyAccountsClient).self),
    scheduler: scheduler,
    composer: BillReminderComposer(
      businessName: "Shree Ganesh Traders",
      upiPayee: try BillUPIPayee(address: "sharmatraders@okicici", name: "Shree Ganesh Traders")),
    deepLinkBase: URL(string: "shop://bills"),
    namespace: (try? session.scopeContext(Company.self, of: .company))?.id.rawValue, now: { now })
  try await reminders.save(BillReminderSettings.standard)
  let schedule = BillReminderSettings.standard.reminderDays(dueDate: invoice.document.dueDate ?? paymentDate)
  output("reminders 3 days before, on and every 7 days after the due date (4 times), 10:00 IST: \(schedule)")

  try await printDue(of: invoice, reconciler: reconciler, output: output)
  try await reminders.save(BillReminderPartyPreference(partyID: invoice.document.partyID, language: .hindi))
  try await printDue(of: invoice, reconciler: reconciler, output: output)

  let scheduled = try await reconciler.reconcile()
  output("scheduled \(scheduled.scheduled.count) notifications:")
  for notification in try await scheduler.pending() {
    output("          \(notification.fireDate.formatted(.iso8601))  \(notification.id)")
  }

  let open = try await bills.document(invoice.id)
  let paid = try await bills.recordPayment(
    BillPaymentRequest(
      amount: try Money(rounding: open?.outstanding ?? 0, currency: .inr), date: paymentDate, mode: .upi,
      reference: "UPI-40990"),
    to: invoice.id)
  let settled = try await reconciler.reconcile()
  output(
    "paid      \(paid.document.number ?? "-") in full (\(paid.document.status.rawValue)): "
      + "\(settled.cancelled.count) pending reminders cancelled")
  for id in settled.cancelled { output("          cancelled \(id)") }
  output("pending   \(try await scheduler.pending().map(\.id))")
}

/// Prints the reminder `invoice` is due now, its message and share link.
private func printDue(of invoice: BillListItem, reconciler: BillReminderReconciler, output: (String) -> Void)
  async throws
{
  guard let due = try await reconciler.dueReminders().first(where: { $0.documentID == invoice.id }) else {
    output("due       none for \(invoice.document.number ?? "-")")
    return
  }
  output(
    "due       \(due.invoiceNumber) to \(due.partyName), \(due.daysFromDue) days overdue, "
      + "\(due.message.language.rawValue) by \(due.channel.rawValue):")
  for line in due.message.text.split(separator: "\n") { output("          \(line)") }
  do {
    output("share     \(try due.shareURL().absoluteString)")
  } catch {
    output("share     none: \(error)")
  }
}
