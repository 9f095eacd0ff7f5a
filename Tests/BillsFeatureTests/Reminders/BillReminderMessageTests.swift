import BillsFeature
import Foundation
import SharedCore
import Testing

/// Reminder templates (checked placeholders, English and Hindi golden texts) and the share links of
/// each channel, percent-encoded.
@Suite struct BillReminderMessageTests {
  static let composer = BillReminderComposer(
    businessName: "Sharma Stores", upiPayee: try? BillUPIPayee(address: "sharmastores@okaxis", name: "Sharma Stores"))
  static let upiLink =
    "upi://pay?pa=sharmastores@okaxis&pn=Sharma%20Stores&am=1180.00&cu=INR&tn=Invoice%20INV%2F25-26%2F00001"
    + "&tr=INV%2F25-26%2F00001"

  private func message(_ fireDay: String, _ language: BillReminderLanguage, party: String = "Asha Traders")
    throws -> BillReminderMessage
  {
    try Self.composer.message(
      invoiceNumber: "INV/25-26/00001", amountDue: 1180, dueDate: day("2025-10-31"), fireDay: day(fireDay),
      partyName: party, language: language)
  }

  @Test func englishMessagesBeforeOnAndAfterTheDueDate() throws {
    #expect(
      try message("2025-10-28", .english).text
        == "Dear Asha Traders, a gentle reminder from Sharma Stores: invoice INV/25-26/00001 for ₹1,180.00 is due on "
        + "31 Oct 2025.\nPay by UPI: \(Self.upiLink)")
    #expect(
      try message("2025-10-31", .english).text
        == "Dear Asha Traders, invoice INV/25-26/00001 from Sharma Stores for ₹1,180.00 is due today, 31 Oct 2025."
        + "\nPay by UPI: \(Self.upiLink)")
    let overdue = try message("2025-11-07", .english)
    #expect(
      overdue.text
        == "Dear Asha Traders, invoice INV/25-26/00001 from Sharma Stores for ₹1,180.00 was due on 31 Oct 2025 and "
        + "is 7 days overdue. Please pay at the earliest.\nPay by UPI: \(Self.upiLink)")
    #expect(overdue.subject == "Payment reminder: invoice INV/25-26/00001 from Sharma Stores")
    #expect(try message("2025-11-01", .english).text.contains("is 1 day overdue."))
  }

  @Test func hindiMessagesInDevanagari() throws {
    #expect(
      try message("2025-10-28", .hindi, party: "आशा ट्रेडर्स").text
        == "प्रिय आशा ट्रेडर्स, Sharma Stores की ओर से विनम्र अनुस्मारक: बिल INV/25-26/00001 की राशि ₹1,180.00 का भुगतान "
        + "31 अक्टूबर 2025 तक देय है।\nUPI से भुगतान करें: \(Self.upiLink)")
    #expect(
      try message("2025-10-31", .hindi, party: "आशा ट्रेडर्स").text
        == "प्रिय आशा ट्रेडर्स, Sharma Stores के बिल INV/25-26/00001 की राशि ₹1,180.00 का भुगतान आज, 31 अक्टूबर 2025 को "
        + "देय है।\nUPI से भुगतान करें: \(Self.upiLink)")
    let overdue = try message("2025-11-14", .hindi, party: "आशा ट्रेडर्स")
    #expect(
      overdue.text
        == "प्रिय आशा ट्रेडर्स, Sharma Stores के बिल INV/25-26/00001 की राशि ₹1,180.00 का भुगतान 31 अक्टूबर 2025 को देय था "
        + "और 14 दिन से बकाया है। कृपया शीघ्र भुगतान करें।\nUPI से भुगतान करें: \(Self.upiLink)")
    #expect(overdue.subject == "भुगतान अनुस्मारक: Sharma Stores का बिल INV/25-26/00001")
  }

  @Test func amountsUseIndianGroupingAndTheLinkPaysWhatIsStillDue() throws {
    let message = try Self.composer.message(
      invoiceNumber: "INV/25-26/00002", amountDue: Decimal(string: "1234567.505") ?? 0, dueDate: day("2025-10-31"),
      fireDay: day("2025-10-31"), partyName: "Asha Traders", language: .english)
    #expect(message.text.contains("for ₹12,34,567.51 is due today"))
    #expect(message.text.contains("&am=1234567.51&cu=INR"))
    let withoutUPI = BillReminderComposer(businessName: "Sharma Stores")
    let plain = try withoutUPI.message(
      invoiceNumber: "INV/25-26/00002", amountDue: 500, dueDate: day("2025-10-31"), fireDay: day("2025-10-31"),
      partyName: "Asha Traders", language: .english)
    #expect(!plain.text.contains("\n"))
    #expect(!plain.text.contains("upi://"))
  }

  @Test func theBuiltInTemplatesPassTheStrictReader() throws {
    for language in BillReminderLanguage.allCases {
      let templates = BillReminderTemplates.builtIn(language)
      for template in [
        templates.upcoming, templates.dueToday, templates.overdue, templates.paymentLine, templates.subject,
      ] {
        #expect(try BillReminderTemplate(template.description) == template)
      }
      #expect(templates.overdue.placeholders.contains(.daysOverdue))
      #expect(templates.paymentLine.placeholders == [.paymentLink])
    }
  }

  @Test func templatesNameTheirMistakes() throws {
    #expect(throws: BillReminderTemplateError.unknownPlaceholder("name", offset: 6)) {
      try BillReminderTemplate("Hello {name}, {amountDue} is due.")
    }
    #expect(throws: BillReminderTemplateError.unclosedPlaceholder(offset: 6)) {
      try BillReminderTemplate("Hello {partyName")
    }
    #expect(throws: BillReminderTemplateError.unopenedBrace(offset: 6)) { try BillReminderTemplate("Hello } there") }
    #expect(throws: BillReminderTemplateError.unknownPlaceholder("", offset: 0)) { try BillReminderTemplate("{}") }
    let braces = try BillReminderTemplate("{{note}} {partyName}: {amountDue}}}")
    #expect(braces.render([.partyName: "Asha", .amountDue: "₹5.00"]) == "{note} Asha: ₹5.00}")
    #expect(braces.placeholders == [.partyName, .amountDue])
  }

  @Test func aCustomTemplateReplacesTheBuiltInOne() throws {
    var hindi = BillReminderTemplates.hindi
    hindi.overdue = try BillReminderTemplate("नमस्ते {partyName}, {amountDue} बकाया ({daysOverdue})")
    let composer = BillReminderComposer(businessName: "Sharma Stores", templates: [.hindi: hindi])
    let message = try composer.message(
      invoiceNumber: "INV/1", amountDue: 250, dueDate: day("2025-10-31"), fireDay: day("2025-11-02"),
      partyName: "आशा", language: .hindi)
    #expect(message.text == "नमस्ते आशा, ₹250.00 बकाया (2 दिन)")
  }

  // MARK: - Links

  static let text = BillReminderMessage(language: .english, subject: "Reminder: INV/1", text: "Pay ₹5 & thanks\nहाँ")
  static let encoded = "Pay%20%E2%82%B95%20%26%20thanks%0A%E0%A4%B9%E0%A4%BE%E0%A4%81"

  @Test func shareLinksArePercentEncodedForEachChannel() throws {
    #expect(
      try Self.text.whatsAppURL(phone: "98765 43210").absoluteString
        == "https://wa.me/919876543210?text=\(Self.encoded)")
    #expect(try Self.text.smsURL(phone: "+91 98765-43210").absoluteString == "sms:+919876543210?body=\(Self.encoded)")
    #expect(
      try Self.text.emailURL(address: "asha+bills@example.com").absoluteString
        == "mailto:asha%2Bbills@example.com?subject=Reminder%3A%20INV%2F1"
        + "&body=Pay%20%E2%82%B95%20%26%20thanks%0D%0A%E0%A4%B9%E0%A4%BE%E0%A4%81")
    #expect(
      try Self.text.shareURL(.email, partyID: "asha", phone: nil, email: "asha@example.com").scheme == "mailto")
    #expect(throws: BillReminderError.noPhone(partyID: "asha")) {
      try Self.text.shareURL(.whatsApp, partyID: "asha", phone: nil, email: "asha@example.com")
    }
    #expect(throws: BillReminderError.noEmail(partyID: "asha")) {
      try Self.text.shareURL(.email, partyID: "asha", phone: "9876543210", email: "")
    }
  }

  @Test(arguments: [
    ("98765 43210", "919876543210"), ("+91 98765-43210", "919876543210"), ("098765 43210", "919876543210"),
    ("919876543210", "919876543210"), ("(987) 654.3210", "919876543210"), ("+44 20 7946 0958", "442079460958"),
    ("0044 20 7946 0958", "442079460958"),
  ])
  func phoneNumbersBecomeE164Digits(_ phone: String, _ digits: String) throws {
    #expect(try Self.text.whatsAppURL(phone: phone).absoluteString.hasPrefix("https://wa.me/\(digits)?text="))
  }

  @Test(arguments: ["12345", "58765 43210", "+0 1234 56789", "98765 4321x", "+1234567", "9876543210 ext 2", "+91"])
  func phoneNumbersThatCannotBeMessagedAreNamed(_ phone: String) {
    #expect(throws: BillReminderError.invalidPhone(phone)) { try Self.text.whatsAppURL(phone: phone) }
    #expect(throws: BillReminderError.invalidPhone(phone)) { try Self.text.smsURL(phone: phone) }
  }

  @Test(arguments: [
    "asha", "asha@", "@example.com", "asha@example", "asha @example.com", "आशा@example.com", "a@b@c.com",
  ])
  func emailAddressesThatCannotBeMailedAreNamed(_ address: String) {
    #expect(throws: BillReminderError.invalidEmail(address)) { try Self.text.emailURL(address: address) }
  }
}
