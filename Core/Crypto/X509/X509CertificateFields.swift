import Foundation

/// The fields of a DER certificate (RFC 5280 §4.1) that offline chain checks read beside the
/// platform's own verification: the validity window, the subject public key and the extensions.
///
/// Parsing only, bounds-checked at every step: no signature is checked here (that is
/// ``CertificateChainVerifier``'s job). Anything that is not a certificate this reader understands
/// is a `DERError`, never a crash.
package struct X509CertificateFields: Sendable, Hashable {
  /// One extension: its OID's DER content octets and whether it is marked critical.
  package struct Extension: Sendable, Hashable {
    /// The extension's object identifier, as its DER content octets (`2A 86 48 …`).
    package let oid: [UInt8]
    /// Whether the extension is critical.
    package let isCritical: Bool
  }

  /// The start of the validity window, in seconds since 1970.
  package let notBefore: Int64
  /// The end of the validity window (inclusive), in seconds since 1970.
  package let notAfter: Int64
  /// The DER SubjectPublicKeyInfo.
  package let subjectPublicKeyInfo: Data
  /// The extensions, in certificate order.
  package let extensions: [Extension]

  private enum Tag {
    static let utcTime: UInt8 = 0x17
    static let generalizedTime: UInt8 = 0x18
    static let extensions: UInt8 = 0xA3
    static let objectIdentifier: UInt8 = 0x06
    static let boolean: UInt8 = 0x01
    static let octetString: UInt8 = 0x04
  }

  /// Parses `der`, one certificate with nothing after it.
  package init(der: Data) throws(DERError) {
    let reader = DERReader(der)
    let bytes = reader.bytes
    let certificate = try reader.element(DERReader.Tag.sequence, at: 0, end: bytes.count)
    guard certificate.encoding.upperBound == bytes.count else {
      throw .trailingBytes(at: certificate.encoding.upperBound)
    }
    let tbs = try reader.element(
      DERReader.Tag.sequence, at: certificate.contents.lowerBound, end: certificate.contents.upperBound)
    let end = tbs.contents.upperBound
    var cursor = tbs.contents.lowerBound
    if try reader.element(at: cursor, end: end).tag == DERReader.Tag.explicitVersion {
      cursor = try reader.element(at: cursor, end: end).encoding.upperBound
    }
    cursor = try reader.element(DERReader.Tag.integer, at: cursor, end: end).encoding.upperBound  // serialNumber
    cursor = try reader.element(DERReader.Tag.sequence, at: cursor, end: end).encoding.upperBound  // signature
    cursor = try reader.element(DERReader.Tag.sequence, at: cursor, end: end).encoding.upperBound  // issuer
    let validity = try reader.element(DERReader.Tag.sequence, at: cursor, end: end)
    let first = try reader.element(at: validity.contents.lowerBound, end: validity.contents.upperBound)
    let second = try reader.element(at: first.encoding.upperBound, end: validity.contents.upperBound)
    notBefore = try Self.time(first, in: bytes)
    notAfter = try Self.time(second, in: bytes)
    cursor = try reader.element(DERReader.Tag.sequence, at: validity.encoding.upperBound, end: end).encoding
      .upperBound  // subject
    let info = try reader.element(DERReader.Tag.sequence, at: cursor, end: end)
    subjectPublicKeyInfo = Data(bytes[info.encoding])
    cursor = info.encoding.upperBound
    var extensions: [Extension] = []
    while cursor < end {
      let element = try reader.element(at: cursor, end: end)
      cursor = element.encoding.upperBound
      guard element.tag == Tag.extensions else { continue }  // [1], [2] unique identifiers
      let list = try reader.element(
        DERReader.Tag.sequence, at: element.contents.lowerBound, end: element.contents.upperBound)
      var next = list.contents.lowerBound
      while next < list.contents.upperBound {
        let item = try reader.element(DERReader.Tag.sequence, at: next, end: list.contents.upperBound)
        next = item.encoding.upperBound
        let oid = try reader.element(Tag.objectIdentifier, at: item.contents.lowerBound, end: item.contents.upperBound)
        var isCritical = false
        var valueAt = oid.encoding.upperBound
        let maybeBoolean = try reader.element(at: valueAt, end: item.contents.upperBound)
        if maybeBoolean.tag == Tag.boolean {
          guard maybeBoolean.contents.count == 1 else {
            throw .unexpectedTag(Tag.boolean, expected: Tag.boolean, at: valueAt)
          }
          isCritical = bytes[maybeBoolean.contents.lowerBound] != 0
          valueAt = maybeBoolean.encoding.upperBound
        }
        _ = try reader.element(Tag.octetString, at: valueAt, end: item.contents.upperBound)
        extensions.append(Extension(oid: Array(bytes[oid.contents]), isCritical: isCritical))
      }
    }
    self.extensions = extensions
  }

  /// The extension with `oid` (DER content octets), if the certificate has it.
  package func `extension`(_ oid: [UInt8]) -> Extension? {
    extensions.first { $0.oid == oid }
  }

  /// A UTCTime (`YYMMDDHHMMSSZ`, RFC 5280 §4.1.2.5.1) or GeneralizedTime (`YYYYMMDDHHMMSSZ`) in
  /// seconds since 1970.
  private static func time(_ element: DERReader.Element, in bytes: [UInt8]) throws(DERError) -> Int64 {
    let text = bytes[element.contents]
    let digits: Int
    switch element.tag {
    case Tag.utcTime: digits = 12
    case Tag.generalizedTime: digits = 14
    default: throw .unexpectedTag(element.tag, expected: Tag.utcTime, at: element.encoding.lowerBound)
    }
    guard text.count == digits + 1, text.last == UInt8(ascii: "Z"),
      text.dropLast().allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { throw .unexpectedTag(element.tag, expected: element.tag, at: element.encoding.lowerBound) }
    let values = text.dropLast().map { Int64($0 - UInt8(ascii: "0")) }
    func number(_ at: Int, _ count: Int) -> Int64 { values[at..<at + count].reduce(0) { $0 * 10 + $1 } }
    var year: Int64
    var index: Int
    if digits == 12 {
      let short = number(0, 2)
      year = short >= 50 ? 1900 + short : 2000 + short
      index = 2
    } else {
      year = number(0, 4)
      index = 4
    }
    let month = number(index, 2)
    let day = number(index + 2, 2)
    let hour = number(index + 4, 2)
    let minute = number(index + 6, 2)
    let second = number(index + 8, 2)
    guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else {
      throw .unexpectedTag(element.tag, expected: element.tag, at: element.encoding.lowerBound)
    }
    // Days from 1970-01-01 to the civil date (Howard Hinnant's days_from_civil).
    if month <= 2 { year -= 1 }
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return days * 86_400 + hour * 3_600 + minute * 60 + second
  }
}
