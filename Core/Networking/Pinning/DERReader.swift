import Foundation

/// Reads the DER (X.690) tag–length–value structure of a certificate, bounds-checked at every step.
///
/// Only what certificates use is accepted: single-byte tags and definite lengths of at most four
/// bytes. Anything else, or an element running past its container, is ``DERError``, never a crash.
package struct DERReader {
  /// One element: its tag and where its contents and whole encoding lie in the input.
  package struct Element {
    /// The identifier octet (`0x30` SEQUENCE, `0x02` INTEGER, `0xA0` context tag 0).
    package let tag: UInt8
    /// The contents, without tag and length.
    package let contents: Range<Int>
    /// The whole encoding, tag and length included.
    package let encoding: Range<Int>
  }

  /// Tags used when walking a certificate.
  package enum Tag {
    package static let integer: UInt8 = 0x02
    package static let sequence: UInt8 = 0x30
    package static let explicitVersion: UInt8 = 0xA0
  }

  package let bytes: [UInt8]

  package init(_ data: Data) {
    bytes = Array(data)
  }

  /// The element starting at `offset`, which must end by `end`.
  package func element(at offset: Int, end: Int) throws(DERError) -> Element {
    guard offset >= 0, end <= bytes.count, offset < end else { throw .truncated(at: offset) }
    let tag = bytes[offset]
    guard tag & 0x1F != 0x1F else { throw .unsupportedTag(tag, at: offset) }
    guard offset + 1 < end else { throw .truncated(at: offset) }
    let first = bytes[offset + 1]
    var cursor = offset + 2
    let length: Int
    if first < 0x80 {
      length = Int(first)
    } else {
      let count = Int(first & 0x7F)
      guard (1...4).contains(count) else { throw .unsupportedLength(at: offset) }
      guard cursor + count <= end else { throw .truncated(at: offset) }
      var value = 0
      for byte in bytes[cursor..<cursor + count] { value = value << 8 | Int(byte) }
      cursor += count
      length = value
    }
    guard length <= end - cursor else { throw .truncated(at: offset) }
    return Element(tag: tag, contents: cursor..<cursor + length, encoding: offset..<cursor + length)
  }

  /// The element at `offset`, which must carry `tag`.
  package func element(_ tag: UInt8, at offset: Int, end: Int) throws(DERError) -> Element {
    let element = try element(at: offset, end: end)
    guard element.tag == tag else { throw .unexpectedTag(element.tag, expected: tag, at: offset) }
    return element
  }

  /// The DER encoding of the certificate's SubjectPublicKeyInfo (RFC 5280 §4.1): the seventh
  /// field of `tbsCertificate`, counting the optional `[0]` version as the first.
  package func subjectPublicKeyInfo() throws(DERError) -> Data {
    let certificate = try element(Tag.sequence, at: 0, end: bytes.count)
    guard certificate.encoding.upperBound == bytes.count else {
      throw .trailingBytes(at: certificate.encoding.upperBound)
    }
    let tbs = try element(Tag.sequence, at: certificate.contents.lowerBound, end: certificate.contents.upperBound)
    var cursor = tbs.contents.lowerBound
    let end = tbs.contents.upperBound
    if try element(at: cursor, end: end).tag == Tag.explicitVersion {
      cursor = try element(at: cursor, end: end).encoding.upperBound
    }
    // serialNumber, signature, issuer, validity, subject
    for tag in [Tag.integer, Tag.sequence, Tag.sequence, Tag.sequence, Tag.sequence] {
      cursor = try element(tag, at: cursor, end: end).encoding.upperBound
    }
    let info = try element(Tag.sequence, at: cursor, end: end)
    return Data(bytes[info.encoding])
  }
}

/// Why bytes are not a DER certificate this reader understands; offsets count from the start.
package enum DERError: Error, Sendable, Hashable {
  /// An element or its length runs past the end of its container.
  case truncated(at: Int)
  /// A multi-byte (high-tag-number) tag, which certificates do not use.
  case unsupportedTag(UInt8, at: Int)
  /// An indefinite length or one longer than four bytes.
  case unsupportedLength(at: Int)
  /// A different element than the certificate structure requires.
  case unexpectedTag(UInt8, expected: UInt8, at: Int)
  /// Bytes after the certificate.
  case trailingBytes(at: Int)
}
