import Foundation
import SharedCore

/// One payment reminder of an open invoice: when it fires, what it says and where it goes.
public struct BillReminder: Sendable, Hashable, Identifiable {
  /// `bill-reminder/<document id>/<scheduled day>` (`bill-reminder@<namespace>/…` when planned in a
  /// namespace, a company's id say): the id of its local notification.
  public var id: String
  /// The invoice's id.
  public var documentID: String
  /// The invoice's number.
  public var invoiceNumber: String
  /// The party's id.
  public var partyID: String
  /// The party's name.
  public var partyName: String
  /// The invoice's due date.
  public var dueDate: CalendarDate
  /// What is still to be paid.
  public var amountDue: Decimal
  /// When it fires.
  public var occurrence: BillReminderOccurrence
  /// The message, in the party's language.
  public var message: BillReminderMessage
  /// The party's channel.
  public var channel: BillReminderChannel
  /// The party's phone number, if known.
  public var phone: String?
  /// The party's e-mail address, if known.
  public var email: String?

  /// A reminder.
  public init(
    id: String, documentID: String, invoiceNumber: String, partyID: String, partyName: String, dueDate: CalendarDate,
    amountDue: Decimal, occurrence: BillReminderOccurrence, message: BillReminderMessage,
    channel: BillReminderChannel, phone: String? = nil, email: String? = nil
  ) {
    self.id = id
    self.documentID = documentID
    self.invoiceNumber = invoiceNumber
    self.partyID = partyID
    self.partyName = partyName
    self.dueDate = dueDate
    self.amountDue = amountDue
    self.occurrence = occurrence
    self.message = message
    self.channel = channel
    self.phone = phone
    self.email = email
  }

  /// The prefix of every reminder's id planned without a namespace, and of its local notification's.
  public static let idPrefix = "bill-reminder/"

  /// The prefix of the ids of reminders planned in `namespace`: ``idPrefix`` when it is `nil`, else
  /// `bill-reminder@<namespace>/`. Neither prefix starts another's, so reconcilers of several
  /// companies sharing one notification centre never touch each other's reminders.
  public static func idPrefix(namespace: String?) -> String {
    namespace.map { "bill-reminder@\($0)/" } ?? idPrefix
  }

  /// Days from the due date to the day it fires: negative before, 0 on the day, positive when overdue.
  public var daysFromDue: Int { dueDate.days(until: occurrence.fireDay) }

  /// The link that opens the party's ``channel`` with the message filled in.
  /// - Throws: ``BillReminderError`` when the channel's contact is missing or invalid.
  public func shareURL() throws(BillReminderError) -> URL {
    try message.shareURL(channel, partyID: partyID, phone: phone, email: email)
  }

  /// The local notification that tells the business to send it: titled with the party and invoice,
  /// showing the message, opening `deepLinkBase/<document id>` when a base is given.
  public func notification(deepLinkBase: URL? = nil) -> LocalNotification {
    LocalNotification(
      id: id, fireDate: occurrence.fireDate, title: "\(partyName) · \(invoiceNumber)", body: message.text,
      deepLink: deepLinkBase?.appendingPathComponent(documentID))
  }
}
