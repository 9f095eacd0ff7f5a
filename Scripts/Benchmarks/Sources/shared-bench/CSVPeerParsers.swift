import CSV

/// CSV.swift 2.5.2 (yaslab) reading every field of `text`; returns the number of fields.
func parseWithCSVSwift(_ text: String) throws -> Int {
  let reader = try CSVReader(string: text, hasHeaderRow: false)
  var fields = 0
  while let row = reader.next() { fields += row.count }
  return fields
}
