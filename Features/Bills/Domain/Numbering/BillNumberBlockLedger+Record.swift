import SharedCore

extension BillNumberBlockLedger {
  /// Answers a `bill-number-blocks` record as the server does: reserves the block its request asks for
  /// (``reserve(_:)``) and returns the record's fields with the block's `first` and `last` written in.
  /// A record already answered comes back as it is.
  ///
  /// For a server, or a test's in-memory one, that stores the records devices sync.
  /// - Throws: `DecodingError` naming the field when the record is not a block request, or what
  ///   ``reserve(_:)`` throws.
  public mutating func answer(_ fields: [String: JSONValue]) throws -> [String: JSONValue] {
    var record = try JSONValueDecoder().decode(BillNumberBlockRecord.self, from: .object(fields))
    guard record.first == nil else { return fields }
    let block = try reserve(try record.request())
    record.first = block.first
    record.last = block.last
    guard case .object(let answered) = try JSONValueEncoder().encode(record) else { return fields }
    return fields.merging(answered) { _, new in new }
  }
}
