/// Why a number series, block or allocation was refused, with the reason.
public enum BillNumberingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A financial year whose start month is not 1–12 or whose year is outside 1000–9998.
  case invalidFinancialYear(startYear: Int, startMonth: Int)
  /// A pattern part (`prefix`, `separator`, `suffix`) with a character GST Rule 46 does not allow.
  case invalidCharacter(field: String, character: String)
  /// A sequence width outside 1–9 digits.
  case invalidSequenceDigits(Int)
  /// A maximum sequence below 1 or above 999,999,999.
  case invalidMaximumSequence(Int)
  /// The pattern's longest number is longer than GST Rule 46's 16 characters.
  case numberTooLong(longest: String, length: Int)
  /// The pattern's numbers start with `0`, `-` or `/`, which the e-invoice schema refuses.
  case invalidFirstCharacter(example: String)
  /// A sequence number outside the series' range.
  case sequenceOutOfRange(sequence: Int, maximum: Int)
  /// A block size below 1.
  case invalidBlockSize(Int)
  /// A low-water mark below 0.
  case invalidLowWaterMark(Int)
  /// A block that is empty or starts below 1.
  case invalidBlock(first: Int, last: Int)
  /// A request id already used for a different series, device or size.
  case requestIDReused(String)
  /// Every sequence number of the series up to its maximum has been reserved.
  case seriesExhausted(series: BillNumberSeriesKey, maximum: Int)
  /// A block reserved for another device.
  case blockForAnotherDevice(expected: String, found: String)
  /// A block overlapping one the device already holds.
  case overlappingBlock(requestID: String, existingRequestID: String)
  /// The device has no reserved number left in the series (a new device has none yet). A request for
  /// a block is queued whenever the device runs low, so a sync while online brings numbers; call
  /// `BillsRepository.prepareNumbering(for:on:)` at sign-in so that the first sync already does.
  case noNumbersReserved(series: BillNumberSeriesKey)

  /// What is wrong.
  public var description: String {
    switch self {
    case .invalidFinancialYear(let year, let month): "no financial year starts in month \(month) of \(year)"
    case .invalidCharacter(let field, let character):
      "\(field) contains \"\(character)\"; GST Rule 46 allows only letters, digits, - and /"
    case .invalidSequenceDigits(let digits): "a sequence of \(digits) digits is outside 1–9"
    case .invalidMaximumSequence(let maximum): "maximum sequence \(maximum) is outside 1–999999999"
    case .numberTooLong(let longest, let length):
      "the longest number \"\(longest)\" has \(length) characters; GST Rule 46 allows at most 16"
    case .invalidFirstCharacter(let example): "\"\(example)\" starts with 0, - or /, which e-invoices refuse"
    case .sequenceOutOfRange(let sequence, let maximum): "sequence \(sequence) is outside 1–\(maximum)"
    case .invalidBlockSize(let size): "block size \(size) is below 1"
    case .invalidLowWaterMark(let mark): "low-water mark \(mark) is below 0"
    case .invalidBlock(let first, let last): "block \(first)–\(last) is empty or starts below 1"
    case .requestIDReused(let id): "request \"\(id)\" was already used for another block"
    case .seriesExhausted(let series, let maximum): "series \(series) has reserved all numbers up to \(maximum)"
    case .blockForAnotherDevice(let expected, let found): "block for device \(found) given to device \(expected)"
    case .overlappingBlock(let id, let existing): "block \"\(id)\" overlaps block \"\(existing)\""
    case .noNumbersReserved(let series):
      "no number of series \(series) is reserved on this device yet: a request for a block of numbers is queued, "
        + "and a sync while online brings it; then issue again"
    }
  }
}
