extension GS1Linter {
  /// Runs the linter over one component's bytes; `nil` when the content passes.
  func check(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    switch self {
    case .csum: return checkMod10(value)
    case .csumAlpha: return checkAlphaPair(value)
    case .gcppos1: return checkCompanyPrefix(value, from: 0)
    case .gcppos2: return checkCompanyPrefix(value, from: 1)
    case .zero: return value.count == 1 && value[0] == 48 ? nil : fail(.nonZeroValue)
    case .nonzero: return value.contains(where: { $0 != 48 }) ? nil : fail(.zeroValue)
    case .noZeroPrefix: return value.count > 1 && value[0] == 48 ? fail(.zeroPrefix) : nil
    case .yesNo: return oneOf(value, "01", else: .notYesNo)
    case .winding: return oneOf(value, "019", else: .invalidWinding)
    case .iso5218: return oneOf(value, "0129", else: .notISO5218)
    case .hyphen: return value.allSatisfy({ $0 == UInt8(ascii: "-") }) ? nil : fail(.notHyphen)
    case .iso3166: return GS1CodeLists.iso3166.contains(code(value)) ? nil : fail(.notISO3166)
    case .iso3166Or999:
      let code = code(value)
      return code == "999" || GS1CodeLists.iso3166.contains(code) ? nil : fail(.notISO3166Or999)
    case .iso3166Alpha2: return GS1CodeLists.iso3166Alpha2.contains(code(value)) ? nil : fail(.notISO3166Alpha2)
    case .iso4217: return GS1CodeLists.iso4217.contains(code(value)) ? nil : fail(.notISO4217)
    case .yymmd0: return GS1DateRules.checkDate(value, centuryDigits: false, allowDayZero: true)
    case .yymmdd: return GS1DateRules.checkDate(value, centuryDigits: false, allowDayZero: false)
    case .yyyymmdd: return GS1DateRules.checkDate(value, centuryDigits: true, allowDayZero: false)
    case .hhmi: return GS1DateRules.checkHourMinute(value)
    case .hh: return GS1DateRules.checkRange(value, 0...23, .illegalHour)
    case .mi: return GS1DateRules.checkRange(value, 0...59, .illegalMinute)
    case .ss: return GS1DateRules.checkRange(value, 0...59, .illegalSecond)
    case .pieceOfTotal: return checkPieceOfTotal(value)
    case .pcenc: return checkPercentEncoding(value)
    case .importerIndex:
      guard value.count == 1 else { return fail(.importerIndexLength) }
      let byte = value[0]
      let valid = GS1CharacterTables.cset64[Int(byte)]
      return valid ? nil : fail(.invalidImporterIndex)
    case .hasNonDigit: return value.contains(where: { $0 < 48 || $0 > 57 }) ? nil : fail(.needsNonDigit)
    case .positionInSequence: return checkPositionInSequence(value)
    case .mediaType:
      let number = GS1DateRules.number(value)
      return (1...10).contains(number) || (80...99).contains(number) ? nil : fail(.invalidMediaType)
    case .latitude: return GS1DateRules.number(value) <= 1_800_000_000 ? nil : fail(.latitudeOutOfRange)
    case .longitude: return GS1DateRules.number(value) <= 3_600_000_000 ? nil : fail(.longitudeOutOfRange)
    case .iban: return GS1IBAN.check(value)
    case .packageType: return GS1CodeLists.isPackageType(value) ? nil : fail(.invalidPackageType)
    case .couponCode: return GS1CouponCode.check(value)
    case .couponPositiveOffer: return GS1CouponPositiveOffer.check(value)
    }
  }

  private func fail(_ violation: GS1LintViolation, at position: Int = 0) -> GS1LintFailure {
    GS1LintFailure(violation: violation, position: position)
  }

  private func code(_ value: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: value, as: UTF8.self)
  }

  private func oneOf(_ value: UnsafeBufferPointer<UInt8>, _ allowed: StaticString, else violation: GS1LintViolation)
    -> GS1LintFailure?
  {
    let options = UnsafeBufferPointer(start: allowed.utf8Start, count: allowed.utf8CodeUnitCount)
    return value.count == 1 && options.contains(value[0]) ? nil : fail(violation)
  }

  private func checkMod10(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    guard value.count >= 2 else { return fail(.tooShortForCheckDigit) }
    let last = value.count - 1
    let expected = GS1CheckDigit.mod10(UnsafeBufferPointer(rebasing: value[..<last]))
    return Int(value[last] &- 48) == expected ? nil : fail(.badCheckDigit, at: last)
  }

  private func checkAlphaPair(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    guard value.count >= 2 else { return fail(.tooShortForCheckPair) }
    guard value.count <= 25 else { return fail(.tooLongForCheckPair) }
    let data = UnsafeBufferPointer(rebasing: value[..<(value.count - 2)])
    guard let pair = GS1CheckDigit.alphanumericPair(data) else { return fail(.badCheckPair) }
    let matches = pair.0 == value[value.count - 2] && pair.1 == value[value.count - 1]
    return matches ? nil : fail(.badCheckPair, at: value.count - 2)
  }

  private func checkCompanyPrefix(_ value: UnsafeBufferPointer<UInt8>, from start: Int) -> GS1LintFailure? {
    let minimum = 4
    guard value.count - start >= minimum else { return fail(.tooShortForCompanyPrefix, at: start) }
    for offset in start..<(start + minimum) where value[offset] < 48 || value[offset] > 57 {
      return fail(.invalidCompanyPrefix, at: offset)
    }
    return nil
  }

  private func checkPieceOfTotal(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    guard value.count.isMultiple(of: 2), !value.isEmpty else { return fail(.pieceTotalUneven) }
    let half = value.count / 2
    let piece = GS1DateRules.number(UnsafeBufferPointer(rebasing: value[..<half]))
    let total = GS1DateRules.number(UnsafeBufferPointer(rebasing: value[half...]))
    if piece == 0 { return fail(.pieceZero) }
    if total == 0 { return fail(.totalZero, at: half) }
    return piece > total ? fail(.pieceExceedsTotal) : nil
  }

  private func checkPercentEncoding(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    var offset = 0
    while offset < value.count {
      if value[offset] == UInt8(ascii: "%") {
        guard offset + 2 < value.count, GS1PercentEncoding.hexValue(value[offset + 1]) != nil,
          GS1PercentEncoding.hexValue(value[offset + 2]) != nil
        else { return fail(.invalidPercentEncoding, at: offset) }
        offset += 3
      } else {
        offset += 1
      }
    }
    return nil
  }

  private func checkPositionInSequence(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    guard let slash = value.firstIndex(of: UInt8(ascii: "/")), slash > 0, slash < value.count - 1 else {
      return fail(.invalidPositionInSequence)
    }
    let head = UnsafeBufferPointer(rebasing: value[..<slash])
    let tail = UnsafeBufferPointer(rebasing: value[(slash + 1)...])
    let digits = { (part: UnsafeBufferPointer<UInt8>) in part.allSatisfy { $0 >= 48 && $0 <= 57 } }
    guard digits(head), digits(tail) else { return fail(.invalidPositionInSequence) }
    let position = GS1DateRules.number(head)
    let count = GS1DateRules.number(tail)
    if position == 0 || count == 0 { return fail(.invalidPositionInSequence) }
    return position <= count ? nil : fail(.positionExceedsEnd)
  }
}
