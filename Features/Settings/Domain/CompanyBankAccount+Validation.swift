import Foundation
import SharedCore

extension CompanyBankAccount {
  /// The problems of this account, its fields named under `path`.
  func problems(at path: String) -> [CompanySettingsError.Problem] {
    var problems: [CompanySettingsError.Problem] = []
    if holder.trimmingCharacters(in: .whitespaces).isEmpty {
      problems.append(.init(field: "\(path).holder", message: "is required"))
    }
    if !(9...18).contains(number.count) || !number.allSatisfy(\.isASCIIDigit) {
      problems.append(.init(field: "\(path).number", message: "must be 9 to 18 digits"))
    }
    if !Self.isIFSC(ifsc) {
      problems.append(.init(field: "\(path).ifsc", message: "must be 4 letters, 0, then 6 letters or digits"))
    }
    return problems
  }

  private static func isIFSC(_ text: String) -> Bool {
    let characters = Array(text)
    guard characters.count == 11, characters[4] == "0" else { return false }
    return characters[0..<4].allSatisfy { $0.isASCII && $0.isUppercase }
      && characters[5...].allSatisfy { $0.isASCIIDigit || ($0.isASCII && $0.isUppercase) }
  }
}

extension Character {
  /// Whether this is one of `0`–`9`.
  var isASCIIDigit: Bool { isASCII && isNumber }
}
