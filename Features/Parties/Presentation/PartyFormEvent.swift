/// What the create/edit party form sends its ``PartyFormViewModel``.
public enum PartyFormEvent: Sendable, Hashable {
  /// A text field changed.
  case edit(PartyForm.Field, String)
  /// Customer, vendor or both was chosen.
  case setKind(PartyKind)
  /// The opening balance's side was chosen.
  case setOpeningBalanceSide(PartyBalanceSide)
  /// Save the form.
  case submit
}
