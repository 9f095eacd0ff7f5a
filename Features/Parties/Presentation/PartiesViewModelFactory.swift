import SharedCore

/// Makes the party screens' view models over one ``PartyBook``.
public struct PartiesViewModelFactory: Sendable {
  /// The book the screens read and write.
  public let book: PartyBook
  /// Warns when a saved name or address cannot be printed on invoices, if given.
  public let printing: (any PrintableTextCheck)?

  /// A factory over `book`.
  public init(book: PartyBook, printing: (any PrintableTextCheck)? = nil) {
    self.printing = printing
    self.book = book
  }

  /// The party list.
  @MainActor public func makeList(pageSize: Int = 50) -> PartyListViewModel {
    PartyListViewModel(book: book, pageSize: pageSize)
  }

  /// The form for a new party, or for editing `party`.
  @MainActor public func makeForm(editing party: Party? = nil) -> PartyFormViewModel {
    PartyFormViewModel(book: book, editing: party, printing: printing)
  }

  /// The detail screen of a party with its ledger from `from` (the start of the financial year,
  /// 1 April, when `nil`) through `to` (today when `nil`).
  @MainActor public func makeDetail(
    partyId: String, from: CalendarDate? = nil, to: CalendarDate? = nil, pageSize: Int = 50
  ) -> PartyDetailViewModel {
    let today = book.today
    let year = today.month >= 4 ? today.year : today.year - 1
    let start = from ?? CalendarDate(year: year, month: 4, day: 1) ?? today.adding(days: -364)
    return PartyDetailViewModel(book: book, partyId: partyId, from: start, to: to ?? today, pageSize: pageSize)
  }

  /// The payment screen of a party.
  @MainActor public func makePayment(partyId: String) -> PartyPaymentViewModel {
    PartyPaymentViewModel(book: book, partyId: partyId)
  }

  /// The merge screen.
  @MainActor public func makeMerge() -> PartyMergeViewModel {
    PartyMergeViewModel(book: book)
  }

  /// The CSV import screen.
  @MainActor public func makeImport() -> PartyImportViewModel {
    PartyImportViewModel(book: book)
  }
}
