import SharedCore

/// A number-block reservation, as the `bill-number-blocks` record type stores it: the device's request,
/// and once the server has answered, the block it reserved (``first`` … ``last``).
struct BillNumberBlockRecord: SyncableRecord, Hashable {
  static var syncType: SyncRecordType { BillsSyncTypes.numberBlocks }

  /// The request's id, unique per device.
  var requestId: String
  /// The series' document kind.
  var kind: BillDocumentKind
  /// The calendar year the series' financial year starts in.
  var financialYear: Int
  /// The month it starts in.
  var financialYearStartMonth: Int
  /// The series' name.
  var series: String
  /// The requesting device.
  var device: String
  /// How many numbers it asks for.
  var size: Int
  /// The series' highest sequence number.
  var maximumSequence: Int
  /// The block's first sequence number, once reserved.
  var first: Int?
  /// The block's last sequence number, once reserved.
  var last: Int?

  /// The record of `request`.
  init(_ request: BillNumberBlockRequest) {
    requestId = request.requestID
    kind = request.series.kind
    financialYear = request.series.financialYear.startYear
    financialYearStartMonth = request.series.financialYear.startMonth
    series = request.series.name
    device = request.device
    size = request.size
    maximumSequence = request.maximumSequence
  }

  /// The series key.
  func seriesKey() throws(BillNumberingError) -> BillNumberSeriesKey {
    BillNumberSeriesKey(
      kind: kind, financialYear: try BillFinancialYear(startYear: financialYear, startMonth: financialYearStartMonth),
      name: series)
  }

  /// The request it records.
  func request() throws(BillNumberingError) -> BillNumberBlockRequest {
    BillNumberBlockRequest(
      requestID: requestId, series: try seriesKey(), device: device, size: size, maximumSequence: maximumSequence)
  }

  /// The block the server reserved, or `nil` while it has not answered.
  func block() throws(BillNumberingError) -> BillNumberBlock? {
    guard let first, let last else { return nil }
    return BillNumberBlock(requestID: requestId, series: try seriesKey(), device: device, first: first, last: last)
  }
}
