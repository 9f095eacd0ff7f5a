import Foundation
import IndiaTax
import SharedCore

/// Who the company is, as its invoices print it: names, registrations, address, contacts, logo,
/// bank accounts and UPI id, signature, and the defaults a new invoice starts from.
public struct CompanyProfile: CompanySettingsValue {
  /// The profile's section name.
  public static let section = "profile"
  /// An empty profile.
  public static let defaults = CompanyProfile()

  /// The legal name (as registered for GST).
  public var legalName = ""
  /// The trade name, if it differs.
  public var tradeName = ""
  /// The GST registration, empty for an unregistered business.
  public var gstin = ""
  /// The permanent account number, empty when not given.
  public var pan = ""
  /// The address lines, city and PIN code.
  public var address: [String] = []
  /// The state's two-digit GST code (`27` for Maharashtra), empty when not given.
  public var stateCode = ""
  /// A phone number.
  public var phone = ""
  /// An email address.
  public var email = ""
  /// The logo image (PNG or JPEG bytes).
  public var logo: Data?
  /// The signature image printed above "Authorised signatory".
  public var signature: Data?
  /// Bank accounts printed for payment.
  public var bankAccounts: [CompanyBankAccount] = []
  /// The UPI id (virtual payment address) payment links and QR codes pay, `handle@psp`.
  public var upiID = ""
  /// The terms printed on new invoices.
  public var defaultTerms = ""
  /// The notes printed on new invoices.
  public var defaultNotes = ""
  /// Days from the invoice date to its due date on new invoices.
  public var defaultPaymentTermDays = 0

  /// An empty profile.
  public init() {}

  /// Checks the GSTIN (and that its state and PAN agree with the profile's), the PAN, contacts,
  /// bank accounts, UPI id and payment terms.
  public func validate() throws(CompanySettingsError) {
    var problems: [CompanySettingsError.Problem] = []
    if legalName.trimmingCharacters(in: .whitespaces).isEmpty {
      problems.append(.init(field: "legalName", message: "is required"))
    }
    if !gstin.isEmpty {
      do {
        let registration = try GSTIN(gstin)
        if !stateCode.isEmpty, registration.state.code != stateCode {
          problems.append(
            .init(field: "gstin", message: "is registered in state \(registration.state.code), not \(stateCode)"))
        }
        if !pan.isEmpty, let inside = registration.pan, inside.description != pan {
          problems.append(.init(field: "pan", message: "differs from the PAN inside the GSTIN"))
        }
      } catch {
        problems.append(.init(field: "gstin", message: "\(error)"))
      }
    }
    if !pan.isEmpty, (try? PAN(pan)) == nil {
      problems.append(.init(field: "pan", message: "must be 5 letters, 4 digits and a letter"))
    }
    if !email.isEmpty, !Self.looksLikeEmail(email) {
      problems.append(.init(field: "email", message: "is not an email address"))
    }
    if !upiID.isEmpty, !Self.looksLikeUPI(upiID) {
      problems.append(.init(field: "upiID", message: "must be handle@psp"))
    }
    if !(0...365).contains(defaultPaymentTermDays) {
      problems.append(.init(field: "defaultPaymentTermDays", message: "must be 0 to 365 days"))
    }
    for (index, account) in bankAccounts.enumerated() {
      problems += account.problems(at: "bankAccounts[\(index)]")
    }
    if !problems.isEmpty { throw .invalid(section: Self.section, problems: problems) }
  }

  private static func looksLikeEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !text.contains(" ")
  }

  private static func looksLikeUPI(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-_"))
    return parts.count == 2 && (2...256).contains(parts[0].count) && (2...64).contains(parts[1].count)
      && parts.allSatisfy { $0.unicodeScalars.allSatisfy { allowed.contains($0) && $0.isASCII } }
  }
}
