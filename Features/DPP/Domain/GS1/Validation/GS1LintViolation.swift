/// What a GS1 linter found wrong with a component, worded as GS1's syntax engine words it.
public enum GS1LintViolation: Sendable, Hashable {
  /// A non-digit character was found where a digit is expected.
  case nonDigit
  /// A non-CSET 82 character was found where a CSET 82 character is expected.
  case nonCSET82
  /// A non-CSET 39 character was found where a CSET 39 character is expected.
  case nonCSET39
  /// A non-CSET 64 character was found where a CSET 64 character is expected.
  case nonCSET64
  /// Incorrect number of CSET 64 pad characters.
  case invalidCSET64Padding
  /// The numeric check digit is incorrect.
  case badCheckDigit
  /// The component is too short to perform a numeric check digit calculation.
  case tooShortForCheckDigit
  /// The alphanumeric check-character pair are incorrect.
  case badCheckPair
  /// The component is too short to perform an alphanumeric check character pair calculation.
  case tooShortForCheckPair
  /// The component is too long to perform an alphanumeric check character pair calculation.
  case tooLongForCheckPair
  /// The component is shorter than the minimum length GS1 Company Prefix.
  case tooShortForCompanyPrefix
  /// The GS1 Company Prefix is invalid.
  case invalidCompanyPrefix
  /// The Importer Index must be a single character.
  case importerIndexLength
  /// The Importer Index is an invalid character.
  case invalidImporterIndex
  /// A non-zero value is required.
  case zeroValue
  /// A zero is required.
  case nonZeroValue
  /// A zero prefix is not permitted.
  case zeroPrefix
  /// A "0" or "1" is required.
  case notYesNo
  /// The winding direction must be either "0", "1" or "9".
  case invalidWinding
  /// A valid ISO 3166 three-digit country code is required.
  case notISO3166
  /// A valid ISO 3166 three-digit country code or "999" is required.
  case notISO3166Or999
  /// A valid ISO 3166 two-character country code is required.
  case notISO3166Alpha2
  /// A valid ISO 4217 three-digit currency code is required.
  case notISO4217
  /// A valid ISO/IEC 5218 biological sex code required.
  case notISO5218
  /// The IBAN is too short.
  case ibanTooShort
  /// The IBAN contains an invalid character.
  case ibanInvalidCharacter
  /// The IBAN must start with a valid ISO 3166 two-character country code.
  case ibanBadCountry
  /// The IBAN is invalid since the check characters are incorrect.
  case ibanBadCheck
  /// The date is too short for YYMMDD format.
  case dateTooShort
  /// The date is too long for YYMMDD format.
  case dateTooLong
  /// The hour with minute is too short for HHMM format.
  case timeTooShort
  /// The hour with minute is too long for HHMM format.
  case timeTooLong
  /// The date contains an illegal month of the year.
  case illegalMonth
  /// The date contains an illegal day of the month.
  case illegalDay
  /// The time contains an illegal hour.
  case illegalHour
  /// The time contains an illegal minute.
  case illegalMinute
  /// The time contains an illegal seconds.
  case illegalSecond
  /// The piece with total must have an even length, having equal-length components.
  case pieceTotalUneven
  /// The piece number must not have a value of zero.
  case pieceZero
  /// The piece total must not have a value of zero.
  case totalZero
  /// The piece number must not exceed the piece total.
  case pieceExceedsTotal
  /// The input contains an invalid percent hex-encoding "%hh" sequence.
  case invalidPercentEncoding
  /// Only hyphens are permitted.
  case notHyphen
  /// A non-digit character is required
  case needsNonDigit
  /// The data must have the format "<pos>/<end>".
  case invalidPositionInSequence
  /// The position number must not exceed the end number.
  case positionExceedsEnd
  /// A valid AIDC media type is required.
  case invalidMediaType
  /// The latitude is outside of the range "0000000000" to "1800000000".
  case latitudeOutOfRange
  /// The longitude is outside of the range "0000000000" to "3600000000".
  case longitudeOutOfRange
  /// A valid PackageTypeCode is required.
  case invalidPackageType
  /// A coupon code (AI 8110 or 8112) is malformed; see ``GS1CouponViolation``.
  case coupon(GS1CouponViolation)

  /// GS1's English message (`gs1_lint_err_str` of the reference syntax engine) where it has one.
  public var message: String {
    switch self {
    case .nonDigit: "A non-digit character was found where a digit is expected."
    case .nonCSET82: "A non-CSET 82 character was found where a CSET 82 character is expected."
    case .nonCSET39: "A non-CSET 39 character was found where a CSET 39 character is expected."
    case .nonCSET64: "A non-CSET 64 character was found where a CSET 64 character is expected."
    case .invalidCSET64Padding: "Incorrect number of CSET 64 pad characters."
    case .badCheckDigit: "The numeric check digit is incorrect."
    case .tooShortForCheckDigit: "The component is too short to perform a numeric check digit calculation."
    case .badCheckPair: "The alphanumeric check-character pair are incorrect."
    case .tooShortForCheckPair:
      "The component is too short to perform an alphanumeric check character pair calculation."
    case .tooLongForCheckPair:
      "The component is too long to perform an alphanumeric check character pair calculation."
    case .tooShortForCompanyPrefix: "The component is shorter than the minimum length GS1 Company Prefix."
    case .invalidCompanyPrefix: "The GS1 Company Prefix is invalid."
    case .importerIndexLength: "The Importer Index must be a single character."
    case .invalidImporterIndex: "The Importer Index is an invalid character."
    case .zeroValue: "A non-zero value is required."
    case .nonZeroValue: "A zero is required."
    case .zeroPrefix: "A zero prefix is not permitted."
    case .notYesNo: "A \"0\" or \"1\" is required."
    case .invalidWinding: "The winding direction must be either \"0\", \"1\" or \"9\"."
    case .notISO3166: "A valid ISO 3166 three-digit country code is required."
    case .notISO3166Or999: "A valid ISO 3166 three-digit country code or \"999\" is required."
    case .notISO3166Alpha2: "A valid ISO 3166 two-character country code is required."
    case .notISO4217: "A valid ISO 4217 three-digit currency code is required."
    case .notISO5218: "A valid ISO/IEC 5218 biological sex code required."
    case .ibanTooShort: "The IBAN is too short."
    case .ibanInvalidCharacter: "The IBAN contains an invalid character."
    case .ibanBadCountry: "The IBAN must start with a valid ISO 3166 two-character country code."
    case .ibanBadCheck: "The IBAN is invalid since the check characters are incorrect."
    case .dateTooShort: "The date is too short for YYMMDD format."
    case .dateTooLong: "The date is too long for YYMMDD format."
    case .timeTooShort: "The hour with minute is too short for HHMM format."
    case .timeTooLong: "The hour with minute is too long for HHMM format."
    case .illegalMonth: "The date contains an illegal month of the year."
    case .illegalDay: "The date contains an illegal day of the month."
    case .illegalHour: "The time contains an illegal hour."
    case .illegalMinute: "The time contains an illegal minute."
    case .illegalSecond: "The time contains an illegal seconds."
    case .pieceTotalUneven: "The piece with total must have an even length, having equal-length components."
    case .pieceZero: "The piece number must not have a value of zero."
    case .totalZero: "The piece total must not have a value of zero."
    case .pieceExceedsTotal: "The piece number must not exceed the piece total."
    case .invalidPercentEncoding: "The input contains an invalid percent hex-encoding \"%hh\" sequence."
    case .notHyphen: "Only hyphens are permitted."
    case .needsNonDigit: "A non-digit character is required"
    case .invalidPositionInSequence: "The data must have the format \"<pos>/<end>\"."
    case .positionExceedsEnd: "The position number must not exceed the end number."
    case .invalidMediaType: "A valid AIDC media type is required."
    case .latitudeOutOfRange: "The latitude is outside of the range \"0000000000\" to \"1800000000\"."
    case .longitudeOutOfRange: "The longitude is outside of the range \"0000000000\" to \"3600000000\"."
    case .invalidPackageType: "A valid PackageTypeCode is required."
    case .coupon(let violation): violation.message
    }
  }
}
