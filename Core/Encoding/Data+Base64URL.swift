import Foundation

extension Data {
  /// Decodes base64url text (RFC 4648 §5), as JWTs and JWS use it (RFC 7515 §2).
  ///
  /// Padding is optional: unpadded text is padded as needed, and `=` is accepted only as
  /// correct trailing padding. Returns `nil` for characters outside the base64url alphabet or an
  /// impossible length.
  public init?(base64URLEncoded text: some StringProtocol) {
    let unpadded = text.utf8.reversed().drop { $0 == UInt8(ascii: "=") }.count
    let padding = text.utf8.count - unpadded
    guard padding == 0 || text.utf8.count % 4 == 0, unpadded % 4 != 1 else { return nil }
    var base64 = [UInt8]()
    base64.reserveCapacity(unpadded + 3)
    for byte in text.utf8.prefix(unpadded) {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        base64.append(byte)
      case UInt8(ascii: "-"): base64.append(UInt8(ascii: "+"))
      case UInt8(ascii: "_"): base64.append(UInt8(ascii: "/"))
      default: return nil
      }
    }
    base64 += repeatElement(UInt8(ascii: "="), count: (4 - unpadded % 4) % 4)
    self.init(base64Encoded: Data(base64))
  }
}
