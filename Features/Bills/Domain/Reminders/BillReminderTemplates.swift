/// The templates of one language's reminders: a text for before the due date, one for the due date,
/// one for after it, the line that carries the UPI link, and an e-mail subject.
///
/// ```swift
/// var hindi = BillReminderTemplates.hindi
/// hindi.overdue = try BillReminderTemplate("नमस्ते {partyName}, बिल {invoiceNumber} के {amountDue} बकाया हैं।")
/// let composer = BillReminderComposer(businessName: "Sharma Stores", templates: [.hindi: hindi])
/// ```
public struct BillReminderTemplates: Sendable, Hashable {
  /// Before the due date.
  public var upcoming: BillReminderTemplate
  /// On the due date.
  public var dueToday: BillReminderTemplate
  /// After the due date.
  public var overdue: BillReminderTemplate
  /// The line added after the text when the business takes UPI payments.
  public var paymentLine: BillReminderTemplate
  /// The e-mail subject.
  public var subject: BillReminderTemplate

  /// A language's templates.
  public init(
    upcoming: BillReminderTemplate, dueToday: BillReminderTemplate, overdue: BillReminderTemplate,
    paymentLine: BillReminderTemplate, subject: BillReminderTemplate
  ) {
    self.upcoming = upcoming
    self.dueToday = dueToday
    self.overdue = overdue
    self.paymentLine = paymentLine
    self.subject = subject
  }

  /// The template for a reminder `daysFromDue` days after the due date (negative before it).
  public func text(daysFromDue: Int) -> BillReminderTemplate {
    daysFromDue < 0 ? upcoming : daysFromDue == 0 ? dueToday : overdue
  }

  /// The built-in templates of `language`.
  public static func builtIn(_ language: BillReminderLanguage) -> BillReminderTemplates {
    switch language {
    case .english: english
    case .hindi: hindi
    }
  }

  /// The built-in English templates.
  public static let english = BillReminderTemplates(
    upcoming: BillReminderTemplate(
      builtIn:
        "Dear {partyName}, a gentle reminder from {businessName}: invoice {invoiceNumber} for {amountDue} is due on {dueDate}."
    ),
    dueToday: BillReminderTemplate(
      builtIn: "Dear {partyName}, invoice {invoiceNumber} from {businessName} for {amountDue} is due today, {dueDate}."),
    overdue: BillReminderTemplate(
      builtIn:
        "Dear {partyName}, invoice {invoiceNumber} from {businessName} for {amountDue} was due on {dueDate} and is {daysOverdue} overdue. Please pay at the earliest."
    ),
    paymentLine: BillReminderTemplate(builtIn: "Pay by UPI: {paymentLink}"),
    subject: BillReminderTemplate(builtIn: "Payment reminder: invoice {invoiceNumber} from {businessName}"))

  /// The built-in Hindi templates, in Devanagari.
  public static let hindi = BillReminderTemplates(
    upcoming: BillReminderTemplate(
      builtIn:
        "प्रिय {partyName}, {businessName} की ओर से विनम्र अनुस्मारक: बिल {invoiceNumber} की राशि {amountDue} का भुगतान {dueDate} तक देय है।"
    ),
    dueToday: BillReminderTemplate(
      builtIn: "प्रिय {partyName}, {businessName} के बिल {invoiceNumber} की राशि {amountDue} का भुगतान आज, {dueDate} को देय है।"),
    overdue: BillReminderTemplate(
      builtIn:
        "प्रिय {partyName}, {businessName} के बिल {invoiceNumber} की राशि {amountDue} का भुगतान {dueDate} को देय था और {daysOverdue} से बकाया है। कृपया शीघ्र भुगतान करें।"
    ),
    paymentLine: BillReminderTemplate(builtIn: "UPI से भुगतान करें: {paymentLink}"),
    subject: BillReminderTemplate(builtIn: "भुगतान अनुस्मारक: {businessName} का बिल {invoiceNumber}"))
}
