import Foundation
import SharedCore

extension GSTRateTable {
  /// Why `rate` is not in force on `date` for `code`.
  func explanation(for rate: Decimal, on date: CalendarDate, code: HSNCode?) -> String {
    let percent = "\(rate.plainString)%"
    guard let index = periods.lastIndex(where: { $0.effectiveFrom <= date }) else {
      let first = periods.first.map { " before \(IndiaTaxDate.text($0.effectiveFrom))" } ?? ""
      return "There are no GST rates\(first)."
    }
    let current = periods[index]
    // The latest change up to `date` that took the rate out of general use.
    if let retiredAt = stride(from: index, to: 0, by: -1).first(where: { at in
      periods[at - 1].entries.contains { $0.rate == rate && $0.scope.isGeneral }
        && !periods[at].entries.contains { $0.rate == rate && $0.scope.isGeneral }
    }) {
      let change = periods[retiredAt]
      let gone = current.entries.contains { $0.rate == rate } ? retiredAt : lastRemoval(of: rate, upTo: index)
      let removal = periods[gone]
      var text = "\(percent) was retired on \(IndiaTaxDate.text(removal.effectiveFrom)) (\(removal.source))"
      if gone != retiredAt {
        text += "; other goods had left it on \(IndiaTaxDate.text(change.effectiveFrom)) (\(change.source))"
      }
      if let note = removal.notes.first(where: { $0.rate == rate }), !note.text.isEmpty {
        text += "; \(note.text)"
      }
      if let kept = current.entries.first(where: { $0.rate == rate }), case .goods(let prefixes, let goods) = kept.scope
      {
        let codes = prefixes.joined(separator: ", ")
        let source = kept.source.map { "; \($0)" } ?? ""
        let yours = code.map { " (HSN \($0.code) is not among them)" } ?? " (enter the HSN code to use it)"
        text += "; it remains only for \(goods), HSN \(codes)\(source)\(yours)"
      }
      let alternatives = (change.notes + removal.notes).first { $0.rate == rate }?.alternatives ?? []
      if !alternatives.isEmpty {
        text += ". Choose " + alternatives.map { "\($0.plainString)%" }.joined(separator: " or ")
      }
      return text + "."
    }
    if let later = periods[(index + 1)...].first(where: { $0.entries.contains { $0.rate == rate } }) {
      return "\(percent) applies from \(IndiaTaxDate.text(later.effectiveFrom)) (\(later.source))."
    }
    if let kept = current.entries.first(where: { $0.rate == rate }), case .goods(let prefixes, let goods) = kept.scope {
      return "\(percent) applies only to \(goods), HSN \(prefixes.joined(separator: ", "))."
    }
    let list = generalRates(on: date).map { "\($0.plainString)%" }.joined(separator: ", ")
    return "\(percent) is not a GST rate; the rates on \(IndiaTaxDate.text(date)) are \(list)."
  }

  /// The period at or before `index` that last removed `rate` altogether.
  private func lastRemoval(of rate: Decimal, upTo index: Int) -> Int {
    stride(from: index, to: 0, by: -1).first { at in
      periods[at - 1].entries.contains { $0.rate == rate } && !periods[at].entries.contains { $0.rate == rate }
    } ?? index
  }
}
