import DPPFeature
import Foundation
import SharedCore
import Testing

#if os(macOS) || os(Linux)  // Foundation.Process: not on iOS, tvOS, watchOS

  /// Exports validated against the official EPCIS 2.0 JSON Schema with Python's `jsonschema`.
  @Suite struct EPCISSchemaValidationTests {
    let validator = JSONSchemaValidator(schema: Fixtures.url("epcis/EPCIS-JSON-Schema.json"))

    static func lifecycle(_ bizStep: String, serial: String? = "1", when: String, details: [String: Any]? = nil)
      -> LifecycleEvent
    {
      LifecycleEvent(
        gtin: "09520123456788", serial: serial, bizStep: bizStep, timestamp: when, readPoint: "9520123456788",
        bizLocation: "urn:epc:id:sgln:0614141.00888.0", details: details)
    }

    static var exports: [(name: String, events: [LifecycleEvent], options: EPCISExportOptions)] {
      [
        (
          "full lifecycle",
          [
            lifecycle("manufactured", serial: nil, when: "2026-01-10T08:00:00Z", details: ["lot": "L1", "line": 4]),
            lifecycle("shipped", when: "2026-01-11T09:30:00.5+01:00"),
            lifecycle("received", when: "2026-01-12T10:00:00.123456-06:00"),
            lifecycle("inspected", when: "2026-01-12 11:00:00.5-06:00"),
            lifecycle(
              "purchased", when: "2026-03-01T10:15:00+01:00", details: ["location": "Store A", "price": "19.99"]),
            lifecycle("repaired", when: "2026-06-01T12:00:00Z", details: ["parts": ["battery", "screen"]]),
            lifecycle("recycled", when: "2028-06-01T12:00:00Z"),
          ], .init()
        ),
        (
          "every CBV step", CBVBusinessStep.allCases.map { lifecycle($0.rawValue, when: "2026-02-01T00:00:00Z") },
          .init()
        ),
        (
          "every disposition",
          CBVDisposition.allCases.map {
            LifecycleEvent(
              gtin: "09520123456788", serial: "X", bizStep: "inspecting", disposition: $0.rawValue,
              timestamp: "2026-02-01T00:00:00-14:00")
          }, .init(timeZone: TimeZone(identifier: "Asia/Kolkata"))
        ),
        (
          "single add", [lifecycle("commissioning", when: "2026-02-01T00:00:00+14:00")],
          .init(
            extensionPrefix: "acme",
            extensionNamespace: "https://acme.example/epcis/")
        ),
      ]
    }

    @Test func exportedDocumentsValidateAgainstTheSchema() async throws {
      let creation = Date(timeIntervalSince1970: 1_772_356_500.25)
      var documents: [(name: String, json: Data)] = []
      for export in Self.exports {
        let document = try EPCISDocument(exporting: export.events, options: export.options, creationDate: creation)
        documents.append((export.name, try document.jsonData()))
      }
      let report = try await validator.validate(documents)
      #expect(report.failures.isEmpty, "\(report.failures)")
      #expect(report.exitStatus == 0, "\(report.output)")
    }

    @Test func exportedDocumentHasTheRequiredEnvelope() throws {
      let document = try EPCISDocument(exporting: Self.exports[0].events)
      let json = try JSONValue(parsing: document.jsonData())
      #expect(json["@context"]?[0] == "https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld")
      #expect(json["@context"]?[1]?["tw"] == "https://tracewise.io/epcis/")
      #expect(json["type"] == "EPCISDocument")
      #expect(json["schemaVersion"] == "2.0")
      #expect(json["creationDate"]?.stringValue?.hasSuffix("+00:00") == true)
      #expect(json["epcisBody"]?["eventList"]?.arrayValue?.count == 7)
      #expect(json["epcisBody"]?["eventList"]?[0]?["ilmd"]?["tw:line"] == 4)
      #expect(json["epcisBody"]?["eventList"]?[3]?["eventTime"] == "2026-01-12T11:00:00.500-06:00")
      #expect(json["epcisBody"]?["eventList"]?[4]?["bizStep"] == "retail_selling")
    }

    @Test func theValidatorCatchesInvalidDocuments() async throws {
      let valid = try EPCISDocument(exporting: [Self.lifecycle("shipped", when: "2026-01-11T09:30:00Z")])
      guard case .object(var root) = try JSONValue(parsing: valid.jsonData()),
        case .object(var body) = root["epcisBody"], case .array(var events) = body["eventList"],
        case .object(var event) = events[0]
      else { Issue.record("unexpected export shape"); return }
      event["ilmd"] = ["cbvmda:lotNumber": "L1"]
      event["bizStep"] = "urn:epcglobal:cbv:bizstep:shipping"
      events[0] = .object(event)
      body["eventList"] = .array(events)
      root["epcisBody"] = .object(body)
      let report = try await validator.validate([("tampered", JSONValue.object(root).serialized())])
      #expect(report.exitStatus == 1)
      #expect(report.failures.first?.name == "tampered")
    }

    @Test func theOfficialExamplesValidate() async throws {
      let names = ["Example_9.6.1-ObjectEventWithDigitalLink.jsonld"]
      let report = try await validator.validate(try names.map { ($0, try Fixtures.data("epcis/\($0)")) })
      #expect(report.exitStatus == 0, "\(report.output)")
    }
  }
#endif
