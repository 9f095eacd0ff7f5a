/// A field a CSV import expects, and the header names that may carry it.
///
/// Header names match case- and space-insensitively, ignoring `_`, `-` and `.` as well, so
/// `"Sale Price"`, `"sale_price"` and `"SALEPRICE"` are one name; aliases add names that differ in
/// words (`"Selling Price"`, `"Rate"`).
public struct CSVColumn: Sendable, Hashable {
  /// The field's own name, as an export writes it in the header.
  public let name: String
  /// Other header names that mean the same field.
  public let aliases: [String]
  /// Whether a file without this column is refused.
  public let isRequired: Bool

  /// A column called `name` (or any of `aliases`).
  public init(_ name: String, aliases: [String] = [], isRequired: Bool = false) {
    self.name = name
    self.aliases = aliases
    self.isRequired = isRequired
  }

  /// `name` folded for matching: lowercased, without whitespace, `_`, `-` or `.`.
  public static func normalized(_ name: String) -> String {
    String(
      String.UnicodeScalarView(
        name.lowercased().unicodeScalars.filter { scalar in
          !scalar.properties.isWhitespace && scalar != "_" && scalar != "-" && scalar != "."
        }))
  }
}

extension CSVColumn {
  /// What a header may call `columns`, for a message about a header that cannot be mapped:
  /// `"name" (or "Product Name", "Item Name"; required), "sku" (or "SKU Code")`.
  public static func acceptedNames(of columns: [CSVColumn]) -> String {
    columns.map { column in
      var notes: [String] = []
      if !column.aliases.isEmpty { notes.append("or " + column.aliases.map { "\"\($0)\"" }.joined(separator: ", ")) }
      if column.isRequired { notes.append("required") }
      return "\"\(column.name)\"" + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
    }.joined(separator: ", ")
  }
}
