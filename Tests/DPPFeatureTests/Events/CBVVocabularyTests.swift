import DPPFeature
import Testing

@Suite struct CBVVocabularyTests {
  @Test func listsMatchTheSchemaEnums() {
    #expect(CBVBusinessStep.allCases.count == 41)
    #expect(CBVDisposition.allCases.count == 33)
  }

  @Test(arguments: CBVBusinessStep.allCases)
  func everyBusinessStepIsAcceptedInEveryForm(_ step: CBVBusinessStep) throws {
    #expect(try CBVBusinessStep(parsing: step.rawValue) == step)
    #expect(try CBVBusinessStep(parsing: "https://ref.gs1.org/cbv/BizStep-\(step.rawValue)") == step)
    #expect(try CBVBusinessStep(parsing: "urn:epcglobal:cbv:bizstep:\(step.rawValue)") == step)
    #expect(step.uri == "https://ref.gs1.org/cbv/BizStep-\(step.rawValue)")
  }

  @Test(arguments: CBVDisposition.allCases)
  func everyDispositionIsAcceptedInEveryForm(_ disposition: CBVDisposition) throws {
    #expect(try CBVDisposition(parsing: disposition.rawValue) == disposition)
    #expect(try CBVDisposition(parsing: "https://ref.gs1.org/cbv/Disp-\(disposition.rawValue)") == disposition)
    #expect(try CBVDisposition(parsing: "urn:epcglobal:cbv:disp:\(disposition.rawValue)") == disposition)
  }

  @Test(arguments: ["assemble", "Shipping", "purchased", "", "https://ref.gs1.org/cbv/Disp-shipping"])
  func unknownBusinessStepIsRejectedWithTheAllowedSet(_ value: String) {
    #expect {
      try CBVBusinessStep(parsing: value)
    } throws: { error in
      guard case EPCISError.unknownVocabularyValue(let field, let rejected, let allowed) = error else { return false }
      let message = (error as? EPCISError)?.description ?? ""
      return field == "bizStep" && rejected == value && allowed.count == 41
        && message.contains("\"\(value)\"") && message.contains("retail_selling")
    }
  }

  @Test(arguments: ["sold", "in-transit", "https://ref.gs1.org/cbv/BizStep-in_transit"])
  func unknownDispositionIsRejectedWithTheAllowedSet(_ value: String) {
    #expect(
      throws: EPCISError.unknownVocabularyValue(
        field: "disposition", value: value, allowed: CBVDisposition.allCases.map(\.rawValue))
    ) {
      try CBVDisposition(parsing: value)
    }
  }

  @Test func actionsParseCaseInsensitivelyAndRejectOthers() throws {
    #expect(try EPCISAction(parsing: "add") == .add)
    #expect(try EPCISAction(parsing: "OBSERVE") == .observe)
    #expect(throws: EPCISError.self) { try EPCISAction(parsing: "UPDATE") }
  }
}
