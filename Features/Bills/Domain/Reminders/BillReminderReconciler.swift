import Foundation
import SharedCore

/// Keeps the device's scheduled payment reminders equal to the ones the open invoices and the
/// business's settings call for.
///
/// ``reconcile()`` works out the wanted notifications from scratch (every future reminder of every
/// open invoice, the soonest ``pendingLimit`` of them) and brings the scheduler to them: it schedules
/// what is missing or changed and cancels what is no longer wanted (an invoice paid, cancelled or
/// opted out, a schedule changed). Running it again changes nothing. ``follow(_:)`` runs it after every
/// committed change of invoices, parties or reminder settings, including those a sync downloads, so a
/// payment recorded on another device cancels this device's pending reminders too.
///
/// ```swift
/// let reconciler = try session.resolve(BillReminderReconciler.self)
/// let following = Task { await reconciler.follow(store.committedChanges()) }
/// // …
/// following.cancel()
/// ```
///
/// Only notifications whose id starts with its ``namespace``'s prefix
/// (``BillReminder/idPrefix(namespace:)``) are touched, so each company's reconciler keeps to its own
/// reminders on a notification centre the app shares; reconciliations run one at a time, in the order
/// asked. The ``pendingLimit`` counts one reconciler's reminders: an app that follows several companies
/// at once divides the platform's limit between them.
public actor BillReminderReconciler {
  /// How many reminders are scheduled at most by default: Apple platforms keep 64 pending local
  /// notifications per app.
  public static let defaultPendingLimit = 64
  /// The record types whose changes ``follow(_:)`` reconciles after.
  public static let followedTypes: Set<String> = [
    BillsSyncTypes.documents.name, BillsSyncTypes.reminderSettings.name, BillsSyncTypes.reminderParties.name,
    "parties",
  ]

  /// How many reminders are scheduled at most: the soonest.
  public nonisolated let pendingLimit: Int
  /// The namespace of its reminders' ids: `BillsModule` uses the open company's id.
  public nonisolated let namespace: String?
  private let bills: any BillsRepository
  private let reminders: any BillRemindersRepository
  private let accounts: any PartyAccountsClient
  private let scheduler: any LocalNotificationScheduler
  private let composer: BillReminderComposer
  private let documentSettings: (any CompanyDocumentSettingsSource)?
  private let deepLinkBase: URL?
  private let now: @Sendable () -> Date
  private var latest: Task<BillReminderReconciliation, any Error>?
  /// The error of the last reconciliation ``follow(_:)`` ran, `nil` once one succeeds.
  public private(set) var lastFollowError: (any Error)?

  /// A reconciler.
  /// - Parameters:
  ///   - bills: Where the invoices are.
  ///   - reminders: The settings and party preferences.
  ///   - accounts: The parties' names and contacts.
  ///   - scheduler: Where the notifications wait.
  ///   - composer: What writes the messages.
  ///   - documentSettings: The open company's document settings, if the app keeps them: the messages
  ///     are then signed with their business name and pay their UPI id, over `composer`'s.
  ///   - deepLinkBase: The notifications open `deepLinkBase/<document id>`; none when `nil`.
  ///   - pendingLimit: How many notifications to schedule at most (``defaultPendingLimit``).
  ///   - namespace: Sets its reminders' ids apart (``namespace``); `nil` for an app with one business.
  ///   - now: The clock: reminders at or before its reading are not scheduled.
  public init(
    bills: any BillsRepository, reminders: any BillRemindersRepository, accounts: any PartyAccountsClient,
    scheduler: any LocalNotificationScheduler, composer: BillReminderComposer,
    documentSettings: (any CompanyDocumentSettingsSource)? = nil, deepLinkBase: URL? = nil,
    pendingLimit: Int = BillReminderReconciler.defaultPendingLimit, namespace: String? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.bills = bills
    self.reminders = reminders
    self.accounts = accounts
    self.scheduler = scheduler
    self.composer = composer
    self.documentSettings = documentSettings
    self.deepLinkBase = deepLinkBase
    self.pendingLimit = max(0, pendingLimit)
    self.namespace = namespace
    self.now = now
  }

  /// Every reminder of every open invoice, past and future, ordered by when they fire.
  public func reminders() async throws -> [BillReminder] {
    let planner = BillReminderPlanner(
      settings: try await reminders.settings(), composer: try await currentComposer(), namespace: namespace)
    guard planner.settings.isEnabled else { return [] }
    let preferences = try await reminders.preferences()
    var parties: [String: PartyAccount?] = [:]
    var all: [BillReminder] = []
    for invoice in try await openInvoices() {
      try Task.checkCancellation()
      let partyID = invoice.document.partyID
      let party: PartyAccount?
      if let known = parties[partyID] {
        party = known
      } else {
        party = try await accounts.account(partyID)
        parties[partyID] = .some(party)
      }
      // A party merged into another answers under the survivor's id: either may hold the preference.
      let preference = preferences[partyID] ?? party.flatMap { preferences[$0.id] }
      all += try planner.reminders(for: invoice, party: party, preference: preference)
    }
    return all.sorted { ($0.occurrence.fireDate, $0.id) < ($1.occurrence.fireDate, $1.id) }
  }

  /// The reminder each open invoice is due now: its latest one at or before the clock's reading, the
  /// message to send today. Invoices with none due yet are left out.
  public func dueReminders() async throws -> [BillReminder] {
    let now = now()
    var latest: [String: BillReminder] = [:]
    for reminder in try await reminders() where reminder.occurrence.fireDate <= now {
      latest[reminder.documentID] = reminder
    }
    return latest.values.sorted { ($0.occurrence.fireDate, $0.id) < ($1.occurrence.fireDate, $1.id) }
  }

  /// The notifications that should be pending: the reminders after the clock's reading, the soonest
  /// ``pendingLimit``.
  public func wantedNotifications() async throws -> [LocalNotification] {
    let now = now()
    let future = try await reminders().filter { $0.occurrence.fireDate > now }
    return future.prefix(pendingLimit).map { $0.notification(deepLinkBase: deepLinkBase) }
  }

  /// Brings the scheduler's reminders to ``wantedNotifications()``: cancels those no longer wanted,
  /// schedules those missing or changed. Calls made while one runs wait for it, then run in order.
  /// - Returns: What changed.
  @discardableResult
  public func reconcile() async throws -> BillReminderReconciliation {
    let previous = latest
    let task = Task { [self] in
      _ = await previous?.result
      return try await reconcileNow()
    }
    latest = task
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Reconciles now and after every committed change of a followed type (``followedTypes``) that
  /// `changes` announces, until the stream ends or the task is cancelled. A failed reconciliation is
  /// kept in ``lastFollowError`` and the next change tries again.
  public func follow(_ changes: AsyncStream<Set<String>>) async {
    do {
      try await reconcile()
      lastFollowError = nil
    } catch {
      lastFollowError = error
    }
    for await types in changes where !types.isDisjoint(with: Self.followedTypes) {
      if Task.isCancelled { return }
      do {
        try await reconcile()
        lastFollowError = nil
      } catch {
        lastFollowError = error
      }
    }
  }

  private func reconcileNow() async throws -> BillReminderReconciliation {
    let wanted = try await wantedNotifications()
    let pending = try await scheduler.pending().filter { $0.id.hasPrefix(BillReminder.idPrefix(namespace: namespace)) }
    let wantedIDs = Set(wanted.map(\.id))
    var pendingByID: [String: LocalNotification] = [:]
    for notification in pending { pendingByID[notification.id] = notification }
    let cancelled = pending.map(\.id).filter { !wantedIDs.contains($0) }
    let scheduled = wanted.filter { pendingByID[$0.id] != $0 }
    try Task.checkCancellation()
    if !cancelled.isEmpty { try await scheduler.cancel(cancelled) }
    for notification in scheduled { try await scheduler.schedule(notification) }
    return BillReminderReconciliation(scheduled: scheduled, cancelled: cancelled)
  }

  /// The composer, signed, paid and grouping digits as the company's document settings say when
  /// there are some.
  private func currentComposer() async throws -> BillReminderComposer {
    guard let company = try await documentSettings?.documentSettings() else { return composer }
    var current = composer
    current.amountFormatter.grouping = company.digitGrouping
    if let name = company.seller?.name { current.businessName = name }
    if let upi = company.upiID {
      current.upiPayee = try BillUPIPayee(address: upi, name: company.seller?.name ?? current.businessName)
    }
    return current
  }

  /// Every issued or part-paid sales invoice, page by page.
  private func openInvoices() async throws -> [BillListItem] {
    var invoices: [BillListItem] = []
    var offset: Int? = 0
    while let start = offset {
      let page = try await bills.list(
        BillListQuery(kinds: [.salesInvoice], statuses: [.issued, .partiallyPaid], offset: start, limit: 500))
      invoices += page.items
      offset = page.nextOffset
    }
    return invoices
  }
}
