/// Reads a coupon code's fields left to right, reporting failures at the positions GS1's syntax
/// engine reports them: a missing or truncated field at the end of the data flags the whole value
/// (position 0), anything else flags the offending field.
struct GS1CouponScanner {
  /// Thrown to stop scanning at the first failure.
  struct Stop: Error {
    /// What was wrong, and where.
    let failure: GS1LintFailure
  }

  /// The coupon's bytes (already known to be all digits).
  let value: UnsafeBufferPointer<UInt8>
  /// Offset of the next unread character.
  private(set) var offset = 0

  init(_ value: UnsafeBufferPointer<UInt8>) {
    self.value = value
  }

  /// Whether every character has been read.
  var isAtEnd: Bool { offset == value.count }

  /// Reads one digit, which must be present and in `allowed`.
  mutating func digit(
    missing: GS1CouponViolation, invalid: GS1CouponViolation? = nil, allowed: (Int) -> Bool = { _ in true }
  ) throws(Stop) -> Int {
    guard !isAtEnd else { throw stop(missing, at: 0) }
    let digit = Int(value[offset] &- 48)
    if let invalid, !allowed(digit) { throw stop(invalid, at: offset) }
    offset += 1
    return digit
  }

  /// Skips a fixed-length field of `length` characters, returning the field.
  @discardableResult
  mutating func field(length: Int, truncated: GS1CouponViolation) throws(Stop) -> UnsafeBufferPointer<UInt8> {
    guard value.count - offset >= length else { throw stop(truncated, at: isAtEnd ? 0 : offset) }
    defer { offset += length }
    return UnsafeBufferPointer(rebasing: value[offset..<(offset + length)])
  }

  /// Consumes the optional-field indicator `indicator` if it is the next character.
  mutating func optionalField(_ indicator: Int) -> Bool {
    guard !isAtEnd, Int(value[offset] &- 48) == indicator else { return false }
    offset += 1
    return true
  }

  /// Checks a GS1 Company Prefix field with the `gcppos1` linter, as GS1's coupon linters do.
  func checkCompanyPrefix(_ prefix: UnsafeBufferPointer<UInt8>, at start: Int) throws(Stop) {
    if let failure = GS1Linter.gcppos1.check(prefix) {
      throw Stop(failure: GS1LintFailure(violation: failure.violation, position: start))
    }
  }

  /// Fails with `excessData` when characters remain.
  func expectEnd() throws(Stop) {
    if !isAtEnd { throw stop(.excessData, at: offset) }
  }

  /// A failure to throw.
  func stop(_ violation: GS1CouponViolation, at position: Int) -> Stop {
    Stop(failure: GS1LintFailure(violation: .coupon(violation), position: position))
  }

  /// Runs `scan` over `value` once it is known to be all digits; `nil` when the coupon is valid.
  static func lint(_ value: UnsafeBufferPointer<UInt8>, _ scan: (inout Self) throws(Stop) -> Void) -> GS1LintFailure? {
    if let failure = GS1CharacterSet.numeric.check(value) { return failure }
    var scanner = Self(value)
    do {
      try scan(&scanner)
      return nil
    } catch {
      return error.failure
    }
  }
}
