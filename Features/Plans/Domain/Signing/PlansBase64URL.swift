import Foundation

/// base64url without padding (RFC 4648 §5), the encoding of every JWS part.
enum PlansBase64URL {
  /// `data` as unpadded base64url.
  static func encode(_ data: Data) -> String {
    var text = data.base64EncodedString()
    text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    while text.hasSuffix("=") { text.removeLast() }
    return text
  }
}
