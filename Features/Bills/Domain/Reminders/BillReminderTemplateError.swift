/// Why a reminder template's text is refused, and where in it (the offset counts characters from 0).
public enum BillReminderTemplateError: Error, Sendable, Hashable {
  /// `{name}` at `offset` names no ``BillReminderPlaceholder``.
  case unknownPlaceholder(String, offset: Int)
  /// The `{` at `offset` has no closing `}`.
  case unclosedPlaceholder(offset: Int)
  /// A `}` at `offset` closes nothing (write `}}` for a brace).
  case unopenedBrace(offset: Int)
}
