import Foundation
import SharedCore

/// Works out an invoice's payment reminders from the business's settings: the days of its schedule,
/// each at the time of day in the business's time zone out of the quiet hours, with the message in
/// the party's language.
///
/// Only an issued or part-paid sales invoice with a number, a due date and money outstanding has
/// reminders, and only while reminders are on, its party is known and has not opted out.
///
/// ```swift
/// let planner = BillReminderPlanner(settings: .standard, composer: BillReminderComposer(businessName: "Sharma Stores"))
/// let reminders = try planner.reminders(for: invoice, party: asha, preference: nil)
/// ```
public struct BillReminderPlanner: Sendable {
  /// The business's reminder settings.
  public var settings: BillReminderSettings
  /// What writes the messages.
  public var composer: BillReminderComposer
  /// Set apart the reminders' ids (``BillReminder/idPrefix(namespace:)``): the company's id when an app
  /// keeps several businesses, `nil` for one.
  public var namespace: String?

  /// A planner.
  public init(settings: BillReminderSettings, composer: BillReminderComposer, namespace: String? = nil) {
    self.settings = settings
    self.composer = composer
    self.namespace = namespace
  }

  /// Whether `invoice` is one reminders are for: an issued or part-paid sales invoice with a number, a
  /// due date and money outstanding.
  public static func isRemindable(_ invoice: BillListItem) -> Bool {
    let document = invoice.document
    return document.kind == .salesInvoice && (document.status == .issued || document.status == .partiallyPaid)
      && invoice.outstanding > 0 && document.number != nil && document.dueDate != nil
  }

  /// Every reminder of `invoice` to `party`, soonest first (past ones too); none when reminders are
  /// off, the invoice is not remindable, the party is unknown (`nil`) or opted out.
  /// - Throws: ``BillReminderSettingsError`` for settings that do not validate, or ``BillReminderError``
  ///   when the payment link cannot be made.
  public func reminders(
    for invoice: BillListItem, party: PartyAccount?, preference: BillReminderPartyPreference?
  ) throws -> [BillReminder] {
    try settings.validate()
    let document = invoice.document
    guard settings.isEnabled, Self.isRemindable(invoice), let party, preference?.isOptedOut != true,
      let number = document.number, let dueDate = document.dueDate
    else { return [] }
    let language = preference?.language ?? settings.language
    return try settings.occurrences(dueDate: dueDate).map { occurrence in
      let message = try composer.message(
        invoiceNumber: number, amountDue: invoice.outstanding, dueDate: dueDate, fireDay: occurrence.fireDay,
        partyName: party.name, language: language)
      return BillReminder(
        id: "\(BillReminder.idPrefix(namespace: namespace))\(document.id)/\(occurrence.scheduledDay)",
        documentID: document.id,
        invoiceNumber: number, partyID: party.id, partyName: party.name, dueDate: dueDate,
        amountDue: invoice.outstanding, occurrence: occurrence, message: message,
        channel: preference?.channel ?? settings.channel, phone: party.phone, email: party.email)
    }
  }
}
