import DPPFeature
import Foundation
import SharedCore
import Testing

@Suite struct LifecycleEventEPCISTests {
  static func event(
    bizStep: String, action: String = "OBSERVE", disposition: String = "active", serial: String? = "SN-1",
    when: String = "2026-03-01T10:15:00+01:00", details: [String: Any]? = nil
  ) -> LifecycleEvent {
    LifecycleEvent(
      gtin: "09520123456788", serial: serial, action: action, bizStep: bizStep, disposition: disposition,
      timestamp: when, readPoint: "9520123456788", bizLocation: "https://id.gs1.org/414/9520123456788/254/7",
      details: details)
  }

  @Test(arguments: LifecycleStage.table.keys.sorted())
  func everyLifecycleNameMapsPerTheTable(_ name: String) throws {
    let stage = try #require(LifecycleStage.named(name))
    let exported = try Self.event(bizStep: name).epcisObjectEvent()
    #expect(exported.bizStep == stage.bizStep)
    #expect(exported.action == stage.action)
    #expect(exported.disposition == stage.disposition)
  }

  @Test func mapsTheSeedsPurchaseToRetailSelling() throws {
    let exported = try Self.event(bizStep: "purchased", details: ["location": "Store A"]).epcisObjectEvent()
    #expect(exported.bizStep == .retailSelling)
    #expect(exported.disposition == .retailSold)
    #expect(exported.action == .observe)
    #expect(exported.epcList == ["https://id.gs1.org/01/09520123456788/21/SN-1"])
    #expect(exported.readPoint == EPCISLocation(id: "https://id.gs1.org/414/9520123456788"))
    #expect(exported.bizLocation?.id == "https://id.gs1.org/414/9520123456788/254/7")
    #expect(exported.eventTimeZoneOffset.description == "+01:00")
    #expect(exported.extensions["tw:location"] == "Store A")
    #expect(exported.ilmd == nil)
  }

  @Test func explicitValuesOverrideTheTableAndCBVTermsPassThrough() throws {
    let overridden = try Self.event(bizStep: "shipped", disposition: "damaged").epcisObjectEvent()
    #expect(overridden.disposition == .damaged)
    let cbv = try Self.event(bizStep: "https://ref.gs1.org/cbv/BizStep-inspecting", disposition: "non_conformant")
      .epcisObjectEvent()
    #expect(cbv.bizStep == .inspecting)
    #expect(cbv.disposition == .nonConformant)
    #expect(cbv.action == .observe)
  }

  @Test func addCarriesDetailsAsIlmdAndLotWithoutSerial() throws {
    let exported = try Self.event(
      bizStep: "manufactured", serial: nil, details: ["lot": "LOT/7", "cbvmda:bestBeforeDate": "2027-01-01"]
    ).epcisObjectEvent()
    #expect(exported.action == .add)
    #expect(exported.epcList == ["https://id.gs1.org/01/09520123456788/10/LOT%2F7"])
    #expect(exported.ilmd?["tw:lot"] == "LOT/7")
    #expect(exported.ilmd?["cbvmda:bestBeforeDate"] == "2027-01-01")
    #expect(exported.extensions.isEmpty)
  }

  @Test func unknownBizStepIsRejected() {
    #expect(
      throws: EPCISError.unknownVocabularyValue(
        field: "bizStep", value: "teleported", allowed: CBVBusinessStep.allCases.map(\.rawValue))
    ) {
      try Self.event(bizStep: "teleported").epcisObjectEvent()
    }
  }

  @Test func ilmdDetailsWithAnExplicitNonAddActionAreNotIlmd() throws {
    let exported = try Self.event(bizStep: "manufactured", action: "DELETE", details: ["k": 1]).epcisObjectEvent()
    #expect(exported.action == .delete)
    #expect(exported.ilmd == nil)
    #expect(exported.extensions["tw:k"] == 1)
  }

  @Test func badInputIsRejectedWithTypedErrors() {
    #expect(throws: EPCISError.invalidIdentifier(.missingLotOrSerial)) {
      try Self.event(bizStep: "shipped", serial: nil).epcisObjectEvent()
    }
    #expect(throws: EPCISError.invalidDateTime(field: "when", value: "2026-03-01")) {
      try Self.event(bizStep: "shipped", when: "2026-03-01").epcisObjectEvent()
    }
    let badPlace = LifecycleEvent(
      gtin: "09520123456788", serial: "1", bizStep: "shipped",
      timestamp: "2026-03-01T10:15:00Z", readPoint: "Store A")
    #expect(throws: EPCISError.invalidLocation(field: "readPoint", value: "Store A")) {
      try badPlace.epcisObjectEvent()
    }
  }

  @Test func timeZoneOptionRewritesEventTimeInThatZone() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let exported = try Self.event(bizStep: "shipped", when: "2026-03-01T10:15:00Z")
      .epcisObjectEvent(options: .init(timeZone: tokyo))
    #expect(exported.eventTimeZoneOffset.description == "+09:00")
    #expect(exported.eventTime.text == "2026-03-01T19:15:00.000+09:00")
  }

  @Test func batchExportNamesTheFailingEvent() {
    let events = [Self.event(bizStep: "shipped"), Self.event(bizStep: "nope")]
    #expect {
      try EPCISDocument(exporting: events)
    } throws: { error in
      (error as? EPCISExportError)?.index == 1
    }
  }
}
