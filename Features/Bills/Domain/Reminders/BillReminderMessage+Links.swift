import Foundation

extension BillReminderMessage {
  /// The link that opens a WhatsApp chat with `phone` with the text typed in:
  /// `https://wa.me/<country code and number>?text=<text>`.
  /// - Throws: ``BillReminderError/invalidPhone(_:)``.
  public func whatsAppURL(phone: String) throws(BillReminderError) -> URL {
    try Self.url("https://wa.me/\(try Self.internationalDigits(phone))?text=\(URIPercentEncoding.encoded(text))")
  }

  /// The link that opens a text message to `phone` with the text typed in (RFC 5724):
  /// `sms:+<country code and number>?body=<text>`.
  /// - Throws: ``BillReminderError/invalidPhone(_:)``.
  public func smsURL(phone: String) throws(BillReminderError) -> URL {
    try Self.url("sms:+\(try Self.internationalDigits(phone))?body=\(URIPercentEncoding.encoded(text))")
  }

  /// The link that opens an e-mail to `address` with the subject and text filled in (RFC 6068, line
  /// breaks as CRLF): `mailto:<address>?subject=<subject>&body=<text>`.
  /// - Throws: ``BillReminderError/invalidEmail(_:)``.
  public func emailURL(address: String) throws(BillReminderError) -> URL {
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."),
      !parts[1].hasSuffix("."), address.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0.value < 127 })
    else { throw .invalidEmail(address) }
    let body = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
    return try Self.url(
      "mailto:\(URIPercentEncoding.encoded(address, keeping: [UInt8(ascii: "@")]))?subject=\(URIPercentEncoding.encoded(subject))"
        + "&body=\(URIPercentEncoding.encoded(body))")
  }

  /// The link for `channel` to the party's `phone` or `email`.
  /// - Throws: ``BillReminderError/noPhone(partyID:)`` or ``BillReminderError/noEmail(partyID:)`` when
  ///   the channel's contact is missing, or what the channel's link throws.
  public func shareURL(
    _ channel: BillReminderChannel, partyID: String, phone: String?, email: String?
  ) throws(BillReminderError) -> URL {
    switch channel {
    case .whatsApp, .sms:
      guard let phone, !phone.isEmpty else { throw .noPhone(partyID: partyID) }
      return channel == .whatsApp ? try whatsAppURL(phone: phone) : try smsURL(phone: phone)
    case .email:
      guard let email, !email.isEmpty else { throw .noEmail(partyID: partyID) }
      return try emailURL(address: email)
    }
  }

  /// The E.164 digits of `phone` (country code first, no `+`): an Indian number without a country
  /// code (ten digits starting 6–9, or with a leading 0) gets 91; otherwise the number must start with
  /// `+` or `00` and have 8–15 digits. Spaces, dashes, dots and parentheses are ignored.
  static func internationalDigits(_ phone: String) throws(BillReminderError) -> String {
    var text = Substring(phone.trimmingCharacters(in: .whitespaces))
    var international = false
    if text.hasPrefix("+") {
      international = true
      text = text.dropFirst()
    }
    var digits = ""
    for character in text {
      if let digit = character.asciiValue, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) {
        digits.append(character)
      } else if !" -.()".contains(character) {
        throw .invalidPhone(phone)
      }
    }
    if !international, digits.hasPrefix("00") {
      international = true
      digits.removeFirst(2)
    }
    if international {
      guard (8...15).contains(digits.count), !digits.hasPrefix("0") else { throw .invalidPhone(phone) }
      return digits
    }
    if digits.count == 11, digits.hasPrefix("0") { digits.removeFirst() }
    if digits.count == 12, digits.hasPrefix("91") { digits.removeFirst(2) }
    guard digits.count == 10, let first = digits.first, "6789".contains(first) else { throw .invalidPhone(phone) }
    return "91" + digits
  }

  private static func url(_ text: String) throws(BillReminderError) -> URL {
    // Every part is percent-encoded ASCII, which URL reads; the guard keeps a surprise typed.
    guard let url = URL(string: text) else { throw .invalidLink(text) }
    return url
  }
}
