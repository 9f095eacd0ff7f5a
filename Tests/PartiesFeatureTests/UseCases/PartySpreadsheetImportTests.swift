import Foundation
import PartiesFeature
import PartiesTesting
import SharedCore
import Testing

/// Party files saved by spreadsheets: `;` or tab separated, or with a header that maps to nothing.
@Suite struct PartySpreadsheetImportTests {
  @Test(arguments: [";", "\t"])
  func aSemicolonOrTabFileImports(delimiter: String) async throws {
    let book = try PartyBookTests.book().0
    let csv = [
      ["Party Name", "Type", "GST Number", "Mobile", "Opening Balance", "Dr/Cr", "As Of"],
      ["Asha Traders, Pune", "customer", "27AAPFU0939F1ZV", "+91 98765 43210", "1,23,456.50", "Dr", "2026-04-01"],
      ["Bala Supplies", "Supplier", "", "9123456780", "700", "Cr", "2026-04-01"],
    ].map { $0.joined(separator: delimiter) }.joined(separator: "\r\n")
    let report = try await book.importCSVReport(Data(csv.utf8))
    #expect(report.errors.map(\.description) == [])
    #expect(report.created == 2)
    #expect(try await book.list().map(\.party.name) == ["Asha Traders, Pune", "Bala Supplies"])
    #expect(try await book.list().map(\.balance) == [Decimal(string: "123456.5"), -700])
  }

  @Test func anUnmappedHeaderListsTheAcceptedNames() async throws {
    let report = try await PartyBookTests.book().0.importCSVReport(Data("Kunde|Telefon\nAsha|1\n".utf8))
    let error = try #require(report.errors.first)
    #expect(report.errors.count == 1)
    for name in ["name", "Party Name", "gstin", "GST Number", "Mobile"] {
      #expect(error.message.contains("\"\(name)\""), "\(name) in \(error.message)")
    }
  }
}
