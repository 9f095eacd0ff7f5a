import DPPFeature
import Foundation
import SharedPlatform
import SharedTesting
import Testing

@Suite struct PendingLifecycleEventTests {
  static let event = LifecycleEvent(
    gtin: "09520123456788", serial: "SN1", bizStep: "purchased", timestamp: "2026-03-01T10:15:00Z",
    details: ["location": "Store A", "b": [1, 1.0, true], "a": ["z": nil]])

  @Test func canonicalPayloadIsSortedCompactWithJCSNumbers() {
    let text = String(decoding: Self.event.canonicalPayload(), as: UTF8.self)
    #expect(
      text == """
        {"action":"OBSERVE","bizStep":"purchased","details":{"a":{"z":null},"b":[1,1,true],"location":"Store A"},\
        "disposition":"active","gtin":"09520123456788","serial":"SN1","type":"ObjectEvent","when":"2026-03-01T10:15:00Z"}
        """)
  }

  @Test func payloadKeepsNumberKinds() {
    let pending = PendingLifecycleEvent(event: Self.event, crypto: SystemCrypto())
    #expect(String(decoding: pending.payload, as: UTF8.self).contains(#""b":[1,1.0,true]"#))
  }

  @Test func keyIsStableForEqualEventsAndChangesWithAnyField() throws {
    let crypto = SystemCrypto()
    let first = PendingLifecycleEvent(event: Self.event, crypto: crypto)
    let decodedAgain = try JSONDecoder().decode(LifecycleEvent.self, from: JSONEncoder().encode(Self.event))
    #expect(PendingLifecycleEvent(event: decodedAgain, crypto: crypto).idempotencyKey == first.idempotencyKey)
    let later = LifecycleEvent(
      gtin: "09520123456788", serial: "SN1", bizStep: "purchased", timestamp: "2026-03-01T10:15:01Z",
      details: ["location": "Store A", "b": [1, 1.0, true], "a": ["z": nil]])
    #expect(PendingLifecycleEvent(event: later, crypto: crypto).idempotencyKey != first.idempotencyKey)
    #expect(first.idempotencyKey.hasPrefix("sha256:"))
    #expect(first.idempotencyKey.count == 7 + 64)
  }

  @Test func payloadDecodesBackToTheEvent() throws {
    let pending = PendingLifecycleEvent(event: Self.event, crypto: SystemCrypto())
    #expect(try pending.event() == Self.event)
    let stored = try JSONDecoder().decode(PendingLifecycleEvent.self, from: JSONEncoder().encode(pending))
    #expect(stored == pending)
  }

  @Test func epcisEventIDIsAVersion8UUIDURN() throws {
    let id = PendingLifecycleEvent(event: Self.event, crypto: SystemCrypto()).epcisEventID
    #expect(id.hasPrefix("urn:uuid:"))
    let uuid = try #require(UUID(uuidString: String(id.dropFirst(9))))
    #expect(uuid.uuid.6 >> 4 == 8)
    #expect(uuid.uuid.8 >> 6 == 0b10)
    let exported = try Self.event.epcisObjectEvent(eventID: id)
    #expect(exported.eventID == id)
  }
}
