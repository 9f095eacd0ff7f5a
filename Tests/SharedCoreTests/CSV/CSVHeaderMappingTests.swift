import SharedCore
import Testing

@Suite struct CSVHeaderMappingTests {
  private let columns = [
    CSVColumn("name", isRequired: true),
    CSVColumn("sale price", aliases: ["Selling Price", "rate"]),
    CSVColumn("sku"),
  ]

  /// Header names match case-, space- and punctuation-insensitively, and through aliases.
  @Test(arguments: [
    ["Name", "Selling Price", "SKU"],
    [" NAME ", "sale_price", "s.k.u"],
    ["name", "SalePrice", "Sku"],
    ["name", "RATE", "sku"],
  ])
  func matchesNamesLoosely(names: [String]) throws {
    let mapping = try CSVHeaderMapping(header: CSVRecord(line: 1, fields: names), columns: columns)
    #expect(mapping.indices == ["name": 0, "sale price": 1, "sku": 2])
    let row = CSVRecord(line: 2, fields: ["Tea", "120", "T-1"])
    #expect(mapping.value(of: "sale price", in: row) == "120")
    #expect(mapping.columnNumber(of: "sku") == 3)
  }

  /// Unknown names are kept aside; optional columns may be absent.
  @Test func unknownAndAbsentColumns() throws {
    let mapping = try CSVHeaderMapping(header: CSVRecord(line: 1, fields: ["Name", "Colour"]), columns: columns)
    #expect(mapping.unmatchedNames == ["Colour"])
    #expect(mapping.value(of: "sku", in: CSVRecord(line: 2, fields: ["Tea", "Red"])) == nil)
  }

  /// A missing required column or a column named twice refuses the header, naming the column.
  @Test func refusesBadHeaders() {
    #expect(throws: CSVError(line: 1, column: 2, reason: .missingColumn("name"))) {
      try CSVHeaderMapping(header: CSVRecord(line: 1, fields: ["sku"]), columns: columns)
    }
    #expect(throws: CSVError(line: 1, column: 3, reason: .duplicateColumn("sale price"))) {
      try CSVHeaderMapping(header: CSVRecord(line: 1, fields: ["name", "rate", "Selling price"]), columns: columns)
    }
  }

  /// Records with too few or too many fields are reported at the first missing or extra field.
  @Test func fieldCountErrors() throws {
    let mapping = try CSVHeaderMapping(header: CSVRecord(line: 1, fields: ["name", "sku"]), columns: columns)
    #expect(mapping.fieldCountError(of: CSVRecord(line: 2, fields: ["a", "b"])) == nil)
    #expect(
      mapping.fieldCountError(of: CSVRecord(line: 3, fields: ["a"]))
        == CSVError(line: 3, column: 2, reason: .wrongFieldCount(expected: 2, found: 1)))
    #expect(
      mapping.fieldCountError(of: CSVRecord(line: 4, fields: ["a", "b", "c"]))
        == CSVError(line: 4, column: 3, reason: .wrongFieldCount(expected: 2, found: 3)))
  }
}
