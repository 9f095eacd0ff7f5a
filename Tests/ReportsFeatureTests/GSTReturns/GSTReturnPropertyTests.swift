import Foundation
import IndiaTax
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

/// Random months of random documents (seeded, so every run is the same): the returns' totals are the
/// documents' sums, to the paisa.
@Suite struct GSTReturnPropertyTests {
  typealias Samples = GSTReturnSamples

  /// SplitMix64: a small, seeded generator.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  struct Month {
    let period: GSTReturnPeriod
    let documents: [ReportingDocument]
  }

  static let uinHolder = ReportingParty(id: "uin", name: "An Embassy", gstin: "0717UNO00157UNO")
  static let parties = Samples.parties + [uinHolder]

  static func randomMonth(_ random: inout SplitMix64) throws -> Month {
    let year = Int.random(in: 2018...2026, using: &random)
    let month = Int.random(in: 1...12, using: &random)
    let period = try GSTReturnPeriod.month(month, of: year)
    var documents: [ReportingDocument] = []
    for index in 0..<Int.random(in: 20...120, using: &random) {
      let date = Samples.day(year, month, Int.random(in: 1...28, using: &random))
      let rates = GSTRateTable.india.generalRates(on: date)
      let kind: ReportingDocument.Kind =
        [.invoice, .invoice, .invoice, .invoice, .creditNote, .debitNote]
        .randomElement(using: &random) ?? .invoice
      let direction: ReportingDocument.Direction = Int.random(in: 0..<10, using: &random) == 0 ? .inward : .outward
      let supply: ReportingDocument.Supply = ReportingDocument.Supply.allCases.randomElement(using: &random) ?? .regular
      let party: ReportingParty
      let placeOfSupply: String
      switch supply {
      case .exportWithPayment, .exportWithoutPayment:
        party = Samples.abroad
        placeOfSupply = "96"
      case .sezWithPayment, .sezWithoutPayment, .deemedExport:
        party = Samples.karnatakaCustomer
        placeOfSupply = "29"
      case .regular:
        party = Self.parties.randomElement(using: &random) ?? Samples.walkIn
        placeOfSupply =
          party.gstin.map { String($0.prefix(2)) } ?? (["27", "29", "07"].randomElement(using: &random) ?? "27")
      }
      let interState = supply != .regular && supply != .deemedExport || placeOfSupply != "27"
      let withoutPayment = supply == .exportWithoutPayment || supply == .sezWithoutPayment
      var lines: [ReportingDocumentLine] = []
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let treatment: ReportingDocumentLine.Treatment =
          Int.random(in: 0..<5, using: &random) == 0
          ? ([.nilRated, .exempt, .nonGST].randomElement(using: &random) ?? .exempt) : .taxable
        lines.append(
          Samples.line(
            taxablePaise: Int64.random(in: 1...5_00_000_00, using: &random),
            rate: rates.randomElement(using: &random) ?? 18, interState: interState, treatment: treatment,
            hsn: ["8471", "1006", "998314", "61091000"].randomElement(using: &random),
            quantity: Decimal(Int.random(in: 1...50, using: &random)),
            cessPaise: Int.random(in: 0..<8, using: &random) == 0 ? Int64.random(in: 1...10_000_00, using: &random) : 0,
            withoutPayment: withoutPayment))
      }
      documents.append(
        Samples.document(
          Int.random(in: 0..<30, using: &random) == 0 ? nil : "D\(index + 1)", kind: kind, direction: direction,
          date: date, party: party, placeOfSupply: placeOfSupply, supply: supply,
          isCancelled: Int.random(in: 0..<20, using: &random) == 0,
          isReverseCharge: party.gstin != nil && supply == .regular && Int.random(in: 0..<15, using: &random) == 0,
          lines: lines))
    }
    return Month(period: period, documents: documents)
  }

  /// The sum, per head, of the taxable (or the other) lines of the period's issued, uncancelled outward
  /// documents, credit notes subtracted.
  static func expected(_ month: Month, taxable: Bool) -> GSTTaxAmounts {
    var taxablePaise: Int64 = 0
    var igst: Int64 = 0
    var cgst: Int64 = 0
    var sgst: Int64 = 0
    var cess: Int64 = 0
    for document in month.documents
    where document.direction == .outward && !document.isCancelled && document.number != nil {
      let sign: Int64 = document.kind == .creditNote ? -1 : 1
      for line in document.lines where (line.treatment == .taxable) == taxable {
        taxablePaise += sign * line.taxable.minorUnits
        igst += sign * line.igst.minorUnits
        cgst += sign * line.cgst.minorUnits
        sgst += sign * line.sgst.minorUnits
        cess += sign * line.cess.minorUnits
      }
    }
    return GSTTaxAmounts(taxablePaise: taxablePaise, igstPaise: igst, cgstPaise: cgst, sgstPaise: sgst, cessPaise: cess)
  }

  @Test(arguments: [UInt64(1), 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233])
  func gstr1TotalsAreTheDocumentsSums(_ seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    let month = try Self.randomMonth(&random)
    let gstr1 = try GSTR1Builder(gstin: try GSTIN(Samples.supplierGSTIN), period: month.period, aggregateTurnover: 1)
      .build(documents: month.documents, parties: Self.parties)
    #expect(gstr1.totals == Self.expected(month, taxable: true), "seed \(seed), \(month.period)")

    let nilSum = gstr1.nilSupplies.reduce(Int64(0)) {
      $0 + $1.nilRated.minorUnits + $1.exempt.minorUnits + $1.nonGST.minorUnits
    }
    #expect(nilSum == Self.expected(month, taxable: false).taxablePaise)

    let rows = gstr1.hsn.b2b + gstr1.hsn.b2c
    let hsnTaxable = rows.reduce(Int64(0)) { $0 + $1.amounts.taxablePaise }
    let hsnTax = rows.reduce(Int64(0)) { $0 + $1.amounts.taxPaise }
    let nonGST = gstr1.nilSupplies.reduce(Int64(0)) { $0 + $1.nonGST.minorUnits }
    #expect(hsnTaxable == gstr1.totals.taxablePaise + nilSum - nonGST)
    #expect(hsnTax == gstr1.totals.taxPaise)
  }

  @Test(arguments: [UInt64(1), 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233])
  func gstr3bOutwardTablesAreTheDocumentsSums(_ seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    let month = try Self.randomMonth(&random)
    let gstr3b = try GSTR3BBuilder(gstin: try GSTIN(Samples.supplierGSTIN), period: month.period)
      .build(documents: month.documents, parties: Self.parties)
    let parts = [gstr3b.outwardTaxable, gstr3b.outwardZeroRated, gstr3b.outwardReverseCharge]
    let sum = GSTTaxAmounts(
      taxablePaise: parts.reduce(0) { $0 + $1.taxablePaise }, igstPaise: parts.reduce(0) { $0 + $1.igstPaise },
      cgstPaise: parts.reduce(0) { $0 + $1.cgstPaise }, sgstPaise: parts.reduce(0) { $0 + $1.sgstPaise },
      cessPaise: parts.reduce(0) { $0 + $1.cessPaise })
    #expect(sum == Self.expected(month, taxable: true), "seed \(seed), \(month.period)")
    #expect(
      gstr3b.outwardNilRatedAndExempt.taxablePaise + gstr3b.outwardNonGST.taxablePaise
        == Self.expected(month, taxable: false).taxablePaise)
  }
}
