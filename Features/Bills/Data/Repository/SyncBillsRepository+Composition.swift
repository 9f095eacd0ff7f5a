import Foundation
import SharedCore

extension SyncBillsRepository {
  /// Refuses a document of the company's own supplies that charges tax (a GST rate above zero or a
  /// cess on a line, a GST rate on a document charge) when the company is a composition taxable
  /// person, who may not collect tax on its supplies (CGST Act, section 10(4)). Purchase bills and
  /// notes against an earlier document keep the tax they carry.
  /// - Throws: ``BillsRepositoryError/taxUnderCompositionScheme(line:)`` naming the first such line,
  ///   or ``BillsRepositoryError/taxedChargeUnderCompositionScheme(charge:)`` the first such charge.
  func checkCompositionScheme(of document: BillDocument) async throws {
    guard document.kind != .purchaseBill, document.original == nil, let documentSettings,
      try await documentSettings.documentSettings().compositionDeclaration != nil
    else { return }
    for (index, line) in document.lines.enumerated() where Self.chargesTax(line.line) {
      throw BillsRepositoryError.taxUnderCompositionScheme(line: index + 1)
    }
    for (index, charge) in document.allowancesAndCharges.enumerated() where Self.charges(charge.tax) {
      throw BillsRepositoryError.taxedChargeUnderCompositionScheme(charge: index + 1)
    }
  }

  private static func chargesTax(_ line: BillLine) -> Bool {
    let cess = line.cess.map { $0.rate != 0 || $0.amountPerUnit != 0 } ?? false
    return charges(line.tax) || cess
  }

  private static func charges(_ tax: BillTax) -> Bool {
    tax.category == .standardRate && tax.rate != 0
  }
}
