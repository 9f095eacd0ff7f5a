import Foundation
import SharedCore
import Testing

@Suite struct Base64URLTests {
  @Test(arguments: [
    ("", ""),
    ("Zg", "f"),
    ("Zg==", "f"),
    ("Zm8", "fo"),
    ("Zm8=", "fo"),
    ("Zm9v", "foo"),
    ("eyJzdWIiOiJ4In0", #"{"sub":"x"}"#),
    ("-_8", "\u{FB}\u{FF}"),
  ])
  func decodesWithAndWithoutPadding(text: String, expected: String) {
    #expect(Data(base64URLEncoded: text) == Data(expected.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }))
  }

  @Test(arguments: [
    "Z",  // impossible length
    "Zg=",  // padding that does not complete a quantum
    "eyJzdWIiOiJ4In0==",  // padded past a multiple of four
    "Zm9v+w",  // base64 (not base64url) alphabet
    "Zm9v/w",
    "Zm 9v",
    "Z=g=",  // padding in the middle
  ])
  func rejectsMalformedText(text: String) {
    #expect(Data(base64URLEncoded: text) == nil)
  }
}
