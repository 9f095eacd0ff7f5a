import SharedCore

/// The live `CompanyDocumentSettingsSource`: the open company's profile, invoicing and tax settings,
/// read fresh from its synced store at each call, so a change saved on another device applies to the
/// next document once it has synced.
public struct CompanySettingsDocumentSource: CompanyDocumentSettingsSource {
  private let settings: CompanySettings

  /// A source over `settings`.
  public init(settings: CompanySettings) {
    self.settings = settings
  }

  /// The document settings of the company's current profile, invoicing, tax and product-field
  /// sections.
  /// - Throws: ``CompanySettingsError`` when a stored section cannot be read.
  public func documentSettings() async throws -> CompanyDocumentSettings {
    let profile = try await settings.value(CompanyProfile.self)
    let invoicing = try await settings.value(InvoiceSettings.self)
    let tax = try await settings.value(TaxSettings.self)
    let fields = try await settings.value(ProductFieldSettings.self)
    return Self.documentSettings(profile: profile, invoicing: invoicing, tax: tax, productFields: fields)
  }

  /// What `profile`, `invoicing`, `tax` and `productFields` say about documents. The product fields
  /// printed are those of `invoicing.printedProductFields` still among `productFields`; amounts are in
  /// `tax.currency` (rupees when the code is not one SharedCore knows).
  public static func documentSettings(
    profile: CompanyProfile, invoicing: InvoiceSettings, tax: TaxSettings,
    productFields: ProductFieldSettings = .defaults
  ) -> CompanyDocumentSettings {
    let fields = Dictionary(productFields.fields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return CompanyDocumentSettings(
      seller: seller(profile), upiID: nonEmpty(profile.upiID),
      bankAccount: profile.bankAccounts.first,
      defaultTerms: nonEmpty(profile.defaultTerms), defaultNotes: nonEmpty(profile.defaultNotes),
      defaultPaymentTermDays: profile.defaultPaymentTermDays, logo: profile.logo, signature: profile.signature,
      numberTemplates: invoicing.numberSeries, copyLabels: invoicing.copyMarkers, lineColumns: invoicing.lineColumns,
      printedProductFields: invoicing.printedProductFields.compactMap { fields[$0] }, language: invoicing.language,
      compositionDeclaration: tax.billDeclaration, currency: Currency.iso(tax.currency) ?? .inr,
      digitGrouping: tax.numberFormat == .indian ? .indian : .international)
  }

  private static func seller(_ profile: CompanyProfile) -> CompanyDocumentSettings.Seller? {
    let legal = profile.legalName.trimmingWhitespace()
    guard !legal.isEmpty else { return nil }
    let trade = profile.tradeName.trimmingWhitespace()
    let contacts = [
      nonEmpty(profile.phone).map { "Phone: \($0)" }, nonEmpty(profile.email).map { "Email: \($0)" },
      nonEmpty(profile.pan).map { "PAN: \($0)" },
    ].compactMap { $0 }
    return CompanyDocumentSettings.Seller(
      name: trade.isEmpty ? legal : trade, legalName: trade.isEmpty || trade == legal ? nil : legal,
      addressLines: profile.address.filter { !$0.trimmingWhitespace().isEmpty }, gstin: nonEmpty(profile.gstin),
      stateCode: nonEmpty(profile.stateCode), contactLines: contacts)
  }

  private static func nonEmpty(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespace()
    return trimmed.isEmpty ? nil : trimmed
  }
}
