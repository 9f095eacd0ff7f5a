import Foundation
import Testing

@testable import SharedCore

@Suite struct UUIDRandomV4Tests {
  @Test func valuesAreVersion4VariantRFCAndDistinct() {
    var seen: Set<UUID> = []
    for _ in 0..<10_000 {
      let uuid = UUID.randomV4()
      let text = uuid.uuidString
      #expect(Array(text)[14] == "4", "version nibble of \(text)")
      #expect("89AB".contains(Array(text)[19]), "variant nibble of \(text)")
      #expect(UUID(uuidString: text) == uuid)
      seen.insert(uuid)
    }
    #expect(seen.count == 10_000)
  }
}
