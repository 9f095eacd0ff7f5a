import DPPFeature
import Foundation
import SharedCore
import Testing

/// The official GS1 EPCIS 2.0 examples (Fixtures/epcis, copied from gs1/EPCIS @2b888be).
@Suite struct EPCISExamplesTests {
  @Test func decodesTheDigitalLinkDocument() throws {
    let document = try EPCISDocument(jsonData: Fixtures.data("epcis/Example_9.6.1-ObjectEventWithDigitalLink.jsonld"))
    #expect(document.schemaVersion == "2.0")
    #expect(document.id == "https://id.example.org/document1")
    #expect(document.creationDate.text == "2005-07-11T11:30:47.0Z")
    #expect(document.eventList.count == 2)
    let first = document.eventList[0]
    #expect(first.action == .observe)
    #expect(first.bizStep == .shipping)
    #expect(first.disposition == .inTransit)
    #expect(
      first.epcList == [
        "https://id.gs1.org/01/70614141123451/21/2017", "https://id.gs1.org/01/70614141123451/21/2018",
      ])
    #expect(first.eventTimeZoneOffset.description == "-06:00")
    #expect(first.bizTransactionList == [.init(type: "po", bizTransaction: "http://transaction.acme.com/po/12345678")])
    let second = document.eventList[1]
    #expect(second.bizLocation?.id == "urn:epc:id:sgln:0012345.11111.0")
    #expect(second.extensions["example:myField"] == "Example of a vendor/user extension")
  }

  @Test func decodesTheBareObjectEvent() throws {
    let event = try JSONDecoder().decode(EPCISObjectEvent.self, from: Fixtures.data("epcis/example-ObjectEvent.json"))
    #expect(event.eventID?.hasPrefix("ni:///sha-256;df7bb3c352fef055578554f09f5e2aa41782150ced7bd0b8af24dd3") == true)
    #expect(event.eventTime.text == "2005-04-03T20:33:31.116000-06:00")
    #expect(event.epcList.count == 2)
    #expect(event.readPoint?.id == "urn:epc:id:sgln:0614141.07346.1234")
    #expect(event.extensions["@context"] == "https://gs1.github.io/EPCIS/epcis-context.jsonld")
  }

  @Test(arguments: ["Example_9.6.1-ObjectEventWithDigitalLink.jsonld"])
  func documentRoundTripIsStable(_ name: String) throws {
    let original = try Fixtures.data("epcis/\(name)")
    let decoded = try EPCISDocument(jsonData: original)
    let reencoded = try decoded.jsonData()
    #expect(try EPCISDocument(jsonData: reencoded) == decoded)
    #expect(try JSONValue(parsing: reencoded) == JSONValue(parsing: original))
  }

  @Test func eventRoundTripIsStable() throws {
    let original = try Fixtures.data("epcis/example-ObjectEvent.json")
    let decoded = try JSONDecoder().decode(EPCISObjectEvent.self, from: original)
    let reencoded = try JSONEncoder().encode(decoded)
    #expect(try JSONDecoder().decode(EPCISObjectEvent.self, from: reencoded) == decoded)
    #expect(try JSONValue(parsing: reencoded) == JSONValue(parsing: original))
  }

  @Test func quantityListWithSourcesAndDestinationsDecodes() throws {
    let text = """
      {"type":"ObjectEvent","eventTime":"2013-06-08T14:58:56.591Z","eventTimeZoneOffset":"+02:00","action":"OBSERVE",
       "bizStep":"receiving","disposition":"in_progress","readPoint":{"id":"urn:epc:id:sgln:0614141.00777.0"},
       "quantityList":[{"epcClass":"urn:epc:class:lgtin:4012345.012345.998877","quantity":200.5,"uom":"KGM"}],
       "sourceList":[{"type":"possessing_party","source":"urn:epc:id:sgln:4012345.00001.0"}],
       "destinationList":[{"type":"owning_party","destination":"urn:epc:id:sgln:0614141.00001.0"}],
       "persistentDisposition":{"set":["completeness_verified"],"unset":["completeness_inferred"]}}
      """
    let event = try JSONDecoder().decode(EPCISObjectEvent.self, from: Data(text.utf8))
    #expect(event.quantityList?.first?.quantity == Decimal(string: "200.5"))
    #expect(event.epcList.isEmpty)
    #expect(event.sourceList?.first?.type == "possessing_party")
    #expect(event.destinationList?.first?.destination == "urn:epc:id:sgln:0614141.00001.0")
    #expect(event.persistentDisposition?.unset == [.completenessInferred])
    let reencoded = try JSONValue(parsing: JSONEncoder().encode(event))
    #expect(reencoded["epcList"] == nil)
  }

  @Test func nonObjectEventsAreRejectedWithTheirType() {
    let text = """
      {"type":"AggregationEvent","action":"ADD","eventTime":"2013-06-08T14:58:56Z","eventTimeZoneOffset":"+02:00"}
      """
    #expect {
      try JSONDecoder().decode(EPCISObjectEvent.self, from: Data(text.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("AggregationEvent")
    }
  }
}
