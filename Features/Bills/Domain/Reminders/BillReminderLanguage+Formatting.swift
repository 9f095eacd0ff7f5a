import SharedCore

extension BillReminderLanguage {
  /// `date` as a reminder writes it: `31 Oct 2025`, `31 अक्टूबर 2025`.
  public func format(_ date: CalendarDate) -> String {
    let months =
      switch self {
      case .english: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
      case .hindi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
      }
    return "\(date.day) \(months[date.month - 1]) \(date.year)"
  }

  /// A number of days as a reminder writes it: `1 day`, `7 days`, `7 दिन`.
  public func format(days: Int) -> String {
    switch self {
    case .english: days == 1 ? "1 day" : "\(days) days"
    case .hindi: "\(days) दिन"
    }
  }
}
