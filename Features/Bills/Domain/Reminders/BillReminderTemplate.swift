/// A reminder's text with placeholders in braces, checked when it is made: `Dear {partyName}, …`.
///
/// `{{` and `}}` write a brace. Every placeholder must be a ``BillReminderPlaceholder``:
///
/// ```swift
/// let template = try BillReminderTemplate("Dear {partyName}, {amountDue} is due on {dueDate}.")
/// try BillReminderTemplate("Hello {name}")   // throws unknownPlaceholder("name", offset: 6)
/// ```
public struct BillReminderTemplate: Sendable, Hashable, CustomStringConvertible {
  /// A piece of a template.
  enum Segment: Sendable, Hashable {
    case text(String)
    case placeholder(BillReminderPlaceholder)
  }

  /// The text as written.
  public let description: String
  let segments: [Segment]

  /// Reads `text`.
  /// - Throws: ``BillReminderTemplateError`` naming the placeholder or brace at fault and its offset.
  public init(_ text: String) throws(BillReminderTemplateError) {
    description = text
    segments = try Self.parse(text, lenient: false)
  }

  /// A built-in template; its tests check that the strict reader accepts it.
  init(builtIn text: String) {
    description = text
    segments = (try? Self.parse(text, lenient: true)) ?? [.text(text)]
  }

  /// The placeholders the template uses, in order of first use.
  public var placeholders: [BillReminderPlaceholder] {
    var seen: [BillReminderPlaceholder] = []
    for case .placeholder(let placeholder) in segments where !seen.contains(placeholder) { seen.append(placeholder) }
    return seen
  }

  /// The text with each placeholder replaced by its value (empty when `values` has none).
  public func render(_ values: [BillReminderPlaceholder: String]) -> String {
    segments.reduce(into: "") { text, segment in
      switch segment {
      case .text(let literal): text += literal
      case .placeholder(let placeholder): text += values[placeholder] ?? ""
      }
    }
  }

  /// The segments of `text`; `lenient` keeps an unknown placeholder as text instead of throwing.
  private static func parse(_ text: String, lenient: Bool) throws(BillReminderTemplateError) -> [Segment] {
    let characters = Array(text)
    var segments: [Segment] = []
    var literal = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if (character == "{" || character == "}"), next == character {
        literal.append(character)
        index += 2
        continue
      }
      if character == "}" { throw .unopenedBrace(offset: index) }
      guard character == "{" else {
        literal.append(character)
        index += 1
        continue
      }
      guard let close = characters[(index + 1)...].firstIndex(of: "}") else {
        throw .unclosedPlaceholder(offset: index)
      }
      let name = String(characters[(index + 1)..<close])
      if let placeholder = BillReminderPlaceholder(rawValue: name) {
        if !literal.isEmpty { segments.append(.text(literal)) }
        literal = ""
        segments.append(.placeholder(placeholder))
      } else if lenient {
        literal += "{\(name)}"
      } else {
        throw .unknownPlaceholder(name, offset: index)
      }
      index = close + 1
    }
    if !literal.isEmpty { segments.append(.text(literal)) }
    return segments
  }
}
