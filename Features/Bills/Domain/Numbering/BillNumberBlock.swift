/// A run of consecutive sequence numbers, `first…last`, of one series reserved for one device, which
/// allocates only inside its blocks and can do so offline.
public struct BillNumberBlock: Sendable, Hashable, Codable {
  /// The request that reserved it.
  public var requestID: String
  /// The series.
  public var series: BillNumberSeriesKey
  /// The device it is reserved for.
  public var device: String
  /// The first sequence number.
  public var first: Int
  /// The last sequence number.
  public var last: Int

  /// A block.
  public init(requestID: String, series: BillNumberSeriesKey, device: String, first: Int, last: Int) {
    self.requestID = requestID
    self.series = series
    self.device = device
    self.first = first
    self.last = last
  }

  /// How many numbers it holds.
  public var count: Int { last - first + 1 }

  /// Its sequence numbers.
  public var range: ClosedRange<Int> { first...max(first, last) }
}
