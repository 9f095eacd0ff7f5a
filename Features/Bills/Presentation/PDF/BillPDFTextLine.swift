/// One laid-out line of text in a block: an optional grey label followed by the text.
struct BillPDFTextLine {
  var label: String?
  var text: String
  var font: Int
  var size: Double
  /// Space before the text, for the continuation lines of a labelled value.
  var indent = 0.0

  /// The line's height: its size plus leading.
  var height: Double { size * 1.32 }
}
