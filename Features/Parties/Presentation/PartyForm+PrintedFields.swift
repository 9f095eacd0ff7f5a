extension PartyForm.Field {
  /// The fields an invoice prints in the party's block: checked for printable characters on save.
  static let printed: [PartyForm.Field] = [.name, .companyName, .billingLines, .billingCity]
}
