// swift-format-ignore-file
//
// Seed 000's Digital Link parser, verbatim: the baseline the GS1 benchmark compares against, kept
// in its original style (public types, `try!`) on purpose.
// Changes: `Regex(pattern, as: (Substring, Substring).self)`, since the seed's untyped
// `Regex(pattern)` does not compile with its `match.1` captures; it returns DPPFeature's
// `DPPProductIdentifiers`, which has the seed's fields and initialiser.

import DPPFeature
import Foundation

enum SeedTraceWiseError: Error {
  case invalidDigitalLink(String)
}

public class SeedRegexDigitalLinkParser {

  public func parse(_ url: String) throws -> DPPProductIdentifiers {
    // GS1 Digital Link format: https://id.gs1.org/01/{gtin}/21/{serial}
    let gtinPattern = #"/01/(\d{14})"#
    let serialPattern = #"/21/([^/?]+)"#
    let batchPattern = #"/10/([^/?]+)"#
    let expiryPattern = #"/17/(\d{6})"#

    guard let gtinMatch = url.firstMatch(of: try! Regex(gtinPattern, as: (Substring, Substring).self)) else {
      throw SeedTraceWiseError.invalidDigitalLink("GTIN not found in Digital Link")
    }

    let gtin = String(gtinMatch.1)
    let serial = url.firstMatch(of: try! Regex(serialPattern, as: (Substring, Substring).self)).map { String($0.1) }
    let batch = url.firstMatch(of: try! Regex(batchPattern, as: (Substring, Substring).self)).map { String($0.1) }
    let expiry = url.firstMatch(of: try! Regex(expiryPattern, as: (Substring, Substring).self)).map { String($0.1) }

    return DPPProductIdentifiers(
      gtin: gtin,
      serial: serial,
      batch: batch,
      expiry: expiry
    )
  }
}
