import Foundation
import IndiaTax
import ReportsFeature
import SharedCore
import Testing

/// A fixture of `Fixtures/gst-returns`: documents written compactly (amounts as rupee text) and the
/// returns worked out by hand.
struct GSTReturnFixture {
  let gstin: GSTIN
  let period: GSTReturnPeriod
  let aggregateTurnover: Decimal
  let parties: [ReportingParty]
  let documents: [ReportingDocument]
  let shippingBills: [String: GSTR1Return.ShippingBill]
  /// The whole fixture as parsed JSON, for the expected sections.
  let raw: [String: Any]

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/gst-returns")

  init(named name: String) throws {
    let data = try Data(contentsOf: Self.directory.appendingPathComponent("\(name).json"))
    let file = try JSONDecoder().decode(File.self, from: data)
    raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    gstin = try GSTIN(file.gstin)
    period = try GSTReturnPeriod(fp: file.fp)
    aggregateTurnover = try #require(Decimal(string: file.aggregateTurnover))
    parties = file.parties.map { ReportingParty(id: $0.id, name: $0.name, gstin: $0.gstin) }
    documents = try file.documents.map { try $0.document() }
    shippingBills = try (file.shippingBills ?? [:]).mapValues {
      GSTR1Return.ShippingBill(portCode: $0.portCode, number: $0.number, date: try #require(CalendarDate($0.date)))
    }
  }

  /// A section of the fixture.
  func expected(_ key: String) throws -> Any { try #require(raw[key]) }

  private struct File: Decodable {
    struct Party: Decodable {
      let id: String
      let name: String
      let gstin: String?
    }

    struct Bill: Decodable {
      let portCode: String
      let number: String
      let date: String
    }

    let gstin: String
    let fp: String
    let aggregateTurnover: String
    let parties: [Party]
    let shippingBills: [String: Bill]?
    let documents: [Document]
  }

  private struct Document: Decodable {
    struct Line: Decodable {
      let description: String
      let hsn: String?
      let unit: String?
      let quantity: String
      let treatment: ReportingDocumentLine.Treatment?
      let rate: String
      let taxable: String
      let igst: String?
      let cgst: String?
      let sgst: String?
      let cess: String?
    }

    let id: String
    let kind: ReportingDocument.Kind
    let direction: ReportingDocument.Direction?
    let number: String?
    let series: String?
    let date: String
    let party: String
    let supplierState: String?
    let pos: String?
    let supply: ReportingDocument.Supply?
    let reverseCharge: Bool?
    let itcEligible: Bool?
    let cancelled: Bool?
    let originalNumber: String?
    let originalDate: String?
    let total: String
    let lines: [Line]

    func document() throws -> ReportingDocument {
      let direction = direction ?? .outward
      let lines = try lines.map { line in
        ReportingDocumentLine(
          description: line.description, hsn: line.hsn, unit: line.unit,
          quantity: try #require(Decimal(string: line.quantity)), treatment: line.treatment ?? .taxable,
          rate: try #require(Decimal(string: line.rate)), taxable: try Money(line.taxable, currency: .inr),
          igst: try line.igst.map { try Money($0, currency: .inr) },
          cgst: try line.cgst.map { try Money($0, currency: .inr) },
          sgst: try line.sgst.map { try Money($0, currency: .inr) },
          cess: try line.cess.map { try Money($0, currency: .inr) })
      }
      let total = try Money(total, currency: .inr)
      return ReportingDocument(
        id: id, kind: kind, direction: direction, number: number, series: series,
        date: try #require(CalendarDate(date)), isCancelled: cancelled ?? false, partyID: party,
        supplierStateCode: supplierState ?? (direction == .outward ? "27" : nil), placeOfSupply: pos,
        supply: supply ?? .regular, isReverseCharge: reverseCharge ?? false,
        isInputTaxCreditEligible: itcEligible ?? true, originalNumber: originalNumber,
        originalDate: try originalDate.map { try #require(CalendarDate($0)) }, lines: lines, total: total,
        outstanding: total)
    }
  }
}

/// Where two parsed JSON values differ, as paths (`b2b[0].inv[1].val: 13900 ≠ 13800`); empty when
/// they are the same. Numbers compare by value; objects by their keys, whatever their order.
func jsonDifferences(_ found: Any, _ expected: Any, at path: String = "$") -> [String] {
  switch (found, expected) {
  case (let found as [String: Any], let expected as [String: Any]):
    var differences: [String] = []
    for key in Set(found.keys).union(expected.keys).sorted() {
      switch (found[key], expected[key]) {
      case (let value?, let wanted?): differences += jsonDifferences(value, wanted, at: "\(path).\(key)")
      case (nil, _): differences.append("\(path).\(key): missing")
      case (_, nil): differences.append("\(path).\(key): not expected")
      }
    }
    return differences
  case (let found as [Any], let expected as [Any]):
    guard found.count == expected.count else { return ["\(path): \(found.count) elements ≠ \(expected.count)"] }
    return zip(found, expected).enumerated().flatMap { jsonDifferences($1.0, $1.1, at: "\(path)[\($0)]") }
  case (let found as String, let expected as String):
    return found == expected ? [] : ["\(path): \"\(found)\" ≠ \"\(expected)\""]
  default:
    guard let value = number(found), let wanted = number(expected) else {
      return ["\(path): \(found) ≠ \(expected)"]
    }
    return value == wanted ? [] : ["\(path): \(value) ≠ \(wanted)"]
  }
}

private func number(_ value: Any) -> Double? {
  switch value {
  case let value as Int: Double(value)
  case let value as Double: value
  case let value as NSNumber: value.doubleValue
  default: nil
  }
}
