/// A device's request for a block of sequence numbers, sent to the server that keeps the
/// ``BillNumberBlockLedger``; sending it again returns the same block.
public struct BillNumberBlockRequest: Sendable, Hashable, Codable {
  /// Identifies the request, so a retry does not reserve a second block.
  public var requestID: String
  /// The series.
  public var series: BillNumberSeriesKey
  /// The requesting device.
  public var device: String
  /// How many numbers it asks for.
  public var size: Int
  /// The series' highest sequence number; no block goes beyond it.
  public var maximumSequence: Int

  /// A request.
  public init(requestID: String, series: BillNumberSeriesKey, device: String, size: Int, maximumSequence: Int) {
    self.requestID = requestID
    self.series = series
    self.device = device
    self.size = size
    self.maximumSequence = maximumSequence
  }
}
