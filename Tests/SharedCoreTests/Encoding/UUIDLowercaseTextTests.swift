import Foundation
import SharedTesting
import Testing

@testable import SharedCore

@Suite struct UUIDLowercaseTextTests {
  @Test(arguments: [
    ("00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000000"),
    ("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", "ffffffff-ffff-ffff-ffff-ffffffffffff"),
    ("0192F0C4-7A1B-7C3D-8E4F-A0B1C2D3E4F5", "0192f0c4-7a1b-7c3d-8e4f-a0b1c2d3e4f5"),
  ])
  func writesTheCanonicalFormInLowercase(uuid: String, text: String) throws {
    let value = try #require(UUID(uuidString: uuid))
    #expect(value.lowercaseText == text)
  }

  /// Seeded: the same text as Foundation's, lowercased, for any 128 bits.
  @Test func agreesWithFoundationForRandomValues() {
    var generator = SeededGenerator(seed: 9_162)
    for _ in 0..<5_000 {
      let high = generator.next()
      let low = generator.next()
      let uuid = withUnsafeBytes(of: (high, low)) { bytes in
        UUID(uuid: bytes.load(as: uuid_t.self))
      }
      #expect(uuid.lowercaseText == uuid.uuidString.lowercased())
      #expect(UUID(uuidString: uuid.lowercaseText) == uuid)
    }
  }
}
