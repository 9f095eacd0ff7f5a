/// A document number handed out by ``BillNumberAllocator``: its series, its sequence number and its
/// text.
public struct BillAllocatedNumber: Sendable, Hashable, Codable {
  /// The series.
  public var series: BillNumberSeriesKey
  /// The sequence number.
  public var sequence: Int
  /// The document number: `INV/25-26/00042`.
  public var text: String

  /// An allocated number.
  public init(series: BillNumberSeriesKey, sequence: Int, text: String) {
    self.series = series
    self.sequence = sequence
    self.text = text
  }
}
