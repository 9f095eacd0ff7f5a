/// The content checks ("linters") named by the GS1 Barcode Syntax Dictionary.
///
/// Each case is the dictionary's linter name; ``GS1LintViolation`` lists what they report.
/// Reference: GS1 Barcode Syntax Tests, https://ref.gs1.org/tools/gs1-barcode-syntax-resource/
public enum GS1Linter: String, Sendable, Hashable, CaseIterable {
  /// Mod-10 GS1 check digit in the last position.
  case csum
  /// GMN alphanumeric check-character pair (ISO/IEC 7064 style, mod 1021).
  case csumAlpha
  /// Starts with a GS1 Company Prefix (its first four characters are digits).
  case gcppos1
  /// As `gcppos1`, from the second character.
  case gcppos2
  /// The value is "0".
  case zero
  /// The value is not zero.
  case nonzero
  /// No leading zero (unless the value is "0").
  case noZeroPrefix
  /// "0" or "1".
  case yesNo
  /// "0", "1" or "9".
  case winding
  /// "-".
  case hyphen
  /// An ISO 3166-1 numeric country code.
  case iso3166
  /// An ISO 3166-1 numeric country code or "999".
  case iso3166Or999
  /// An ISO 3166-1 alpha-2 country code.
  case iso3166Alpha2
  /// An ISO 4217 numeric currency code.
  case iso4217
  /// An ISO/IEC 5218 sex code ("0", "1", "2" or "9").
  case iso5218
  /// `YYMMDD` date, day `00` allowed (end of month).
  case yymmd0
  /// `YYMMDD` date.
  case yymmdd
  /// `YYYYMMDD` date.
  case yyyymmdd
  /// `HHMI` time.
  case hhmi
  /// Hour `HH`.
  case hh
  /// Minute `MI`.
  case mi
  /// Seconds `SS`.
  case ss
  /// Piece number and total of equal length (`0102`: piece 1 of 2).
  case pieceOfTotal
  /// Valid `%hh` percent-encoding.
  case pcenc
  /// Importer index character (UIC+EXT, AI 7040).
  case importerIndex
  /// Contains at least one non-digit.
  case hasNonDigit
  /// `n/m` position in a sequence.
  case positionInSequence
  /// AIDC media type code.
  case mediaType
  /// Latitude (10 digits, 0…1800000000).
  case latitude
  /// Longitude (10 digits, 0…3600000000).
  case longitude
  /// IBAN (ISO 13616) with valid check characters.
  case iban
  /// A PackageTypeCode: UN/ECE Recommendation 21 code or GS1 extension (AI 7041).
  case packageType
  /// North American Coupon Code (NACC) field structure (AI 8110).
  case couponCode
  /// Positive offer file coupon code field structure (AI 8112).
  case couponPositiveOffer
}
