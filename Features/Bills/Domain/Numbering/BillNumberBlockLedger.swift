/// The server side of block reservation, as a pure value: it gives out disjoint, consecutive blocks of
/// each series from 1 upwards, and the same block again for a request id it has seen.
///
/// Keep one ledger per business on the server (store it as JSON: it is `Codable`); devices reserve
/// blocks from it through ``reserve(_:)`` and allocate from them offline with ``BillNumberAllocator``.
public struct BillNumberBlockLedger: Sendable, Hashable, Codable {
  /// The next sequence number to reserve, per series.
  public private(set) var nextSequence: [BillNumberSeriesKey: Int]
  /// Every block reserved, by request id.
  public private(set) var blocks: [String: BillNumberBlock]

  /// An empty ledger.
  public init() {
    nextSequence = [:]
    blocks = [:]
  }

  /// Reserves the next block of `request.size` numbers for the device, or fewer when the series'
  /// maximum comes first; a request id already seen returns its block again.
  /// - Throws: ``BillNumberingError/invalidBlockSize(_:)``, ``BillNumberingError/requestIDReused(_:)``
  ///   for a known id with another series, device or size, or
  ///   ``BillNumberingError/seriesExhausted(series:maximum:)``.
  public mutating func reserve(_ request: BillNumberBlockRequest) throws(BillNumberingError) -> BillNumberBlock {
    if let known = blocks[request.requestID] {
      guard known.series == request.series, known.device == request.device,
        known.count == request.size || known.last == request.maximumSequence
      else { throw .requestIDReused(request.requestID) }
      return known
    }
    guard request.size >= 1 else { throw .invalidBlockSize(request.size) }
    let first = nextSequence[request.series, default: 1]
    guard first <= request.maximumSequence else {
      throw .seriesExhausted(series: request.series, maximum: request.maximumSequence)
    }
    let last = first + min(request.size, request.maximumSequence - first + 1) - 1
    let block = BillNumberBlock(
      requestID: request.requestID, series: request.series, device: request.device, first: first, last: last)
    nextSequence[request.series] = last + 1
    blocks[request.requestID] = block
    return block
  }

  /// The blocks of `series`, in order.
  public func blocks(in series: BillNumberSeriesKey) -> [BillNumberBlock] {
    blocks.values.filter { $0.series == series }.sorted { $0.first < $1.first }
  }
}
