import Foundation
import SharedCore

extension UPIPaymentIntent {
  /// The lengths of an address's handle, before `@`, and of its payment service provider, after it.
  static let handleLengths = 2...256
  static let providerLengths = 3...64
  /// The most characters a payee name has.
  static let maximumNameLength = 99

  /// Checks `address` is `handle@psp`: a handle of 2–256 ASCII letters, digits, `.`, `-` or `_`, and a
  /// provider of 3–64 ASCII letters.
  static func checkAddress(_ address: String) throws(UPIPaymentIntentError) {
    func refuse(_ reason: UPIPaymentIntentError.Reason) -> UPIPaymentIntentError {
      UPIPaymentIntentError(parameter: .payeeAddress, value: address, reason: reason)
    }
    guard !address.isEmpty else { throw refuse(.empty) }
    guard let at = address.firstIndex(of: "@") else { throw refuse(.missingAtSign) }
    let handle = address[..<at]
    let provider = address[address.index(after: at)...]
    for (offset, character) in handle.enumerated()
    where !(character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))) {
      throw refuse(.invalidCharacter(character, position: offset + 1))
    }
    for (offset, character) in provider.enumerated() where !(character.isASCII && character.isLetter) {
      throw refuse(.invalidCharacter(character, position: handle.count + 2 + offset))
    }
    guard handleLengths.contains(handle.count) else { throw refuse(.handleLength(handle.count)) }
    guard providerLengths.contains(provider.count) else { throw refuse(.providerLength(provider.count)) }
  }

  /// Checks `name` has 1–99 characters and is not only white space.
  static func checkName(_ name: String) throws(UPIPaymentIntentError) {
    guard !name.allSatisfy(\.isWhitespace) else {
      throw UPIPaymentIntentError(parameter: .payeeName, value: name, reason: .empty)
    }
    guard name.count <= maximumNameLength else {
      throw UPIPaymentIntentError(
        parameter: .payeeName, value: name, reason: .tooLong(length: name.count, maximum: maximumNameLength))
    }
  }

  /// Checks `value` is not empty or only white space.
  static func checkNotEmpty(_ value: String, parameter: UPIPaymentIntentError.Parameter) throws(UPIPaymentIntentError) {
    guard !value.allSatisfy(\.isWhitespace) else {
      throw UPIPaymentIntentError(parameter: parameter, value: value, reason: .empty)
    }
  }

  /// `amount` in rupees and paise, once checked to be positive with at most two decimals.
  static func checkedMoney(_ amount: Decimal) throws(UPIPaymentIntentError) -> Money {
    func refuse(_ reason: UPIPaymentIntentError.Reason) -> UPIPaymentIntentError {
      UPIPaymentIntentError(parameter: .amount, value: amount.plainString, reason: reason)
    }
    guard amount > 0 else { throw refuse(.notPositive) }
    let fractionDigits = amount.fractionDigitCount
    guard fractionDigits <= Currency.inr.minorUnitDigits else { throw refuse(.tooManyFractionDigits(fractionDigits)) }
    do {
      return try Money(rounding: amount, currency: .inr)
    } catch {
      throw refuse(.outOfRange)
    }
  }

  /// Checks `code` is four ASCII digits.
  static func checkMerchantCode(_ code: String) throws(UPIPaymentIntentError) {
    for (offset, character) in code.enumerated() where !(character.isASCII && character.isNumber) {
      throw UPIPaymentIntentError(
        parameter: .merchantCode, value: code, reason: .invalidCharacter(character, position: offset + 1))
    }
    guard code.count == 4 else {
      throw UPIPaymentIntentError(parameter: .merchantCode, value: code, reason: .wrongLength(code.count))
    }
  }
}
