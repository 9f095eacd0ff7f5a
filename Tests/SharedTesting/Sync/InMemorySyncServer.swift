import Foundation
import SharedCore

/// A `SyncRemote` that is a whole sync server in memory, following the HTTP contract: versions
/// and `If-Match` conflicts with the current record, idempotency-key replay, reference checks,
/// tombstones, changes by cursor, and validators that refuse fields.
///
/// Several engines may share one instance (two devices on one account). Faults make it fail
/// like a network: ``setOffline(_:)`` fails every call before any work, ``dropResponses(_:)``
/// does the work and then loses the answer, ``answerInProgress(_:)`` does the work and answers 409
/// `IDEMPOTENCY_KEY_IN_USE` (a retry that raced the first request), ``garbleResponses(_:)`` does
/// the work and answers a success that cannot be read, and ``forgetHistory(purging:of:)`` refuses
/// every cursor issued so far, as a server that lost its change history would.
///
/// As the HTTP contract says, only successful answers are kept for their idempotency key: a key
/// whose request was refused is free, and sending it again runs the request again.
///
/// With `uniqueValues`, it refuses a create or update that would give a record a value another live
/// record of its type holds, as the reference server does (`UNIQUE_CONFLICT`, with a
/// `SyncUniqueClash` per value); only values the write adds are checked, and a deleted record frees
/// its values. Without, it is a server that does not check, as older ones did.
public actor InMemorySyncServer: SyncRemote {
  /// Checks a record's fields; an empty answer accepts them.
  public typealias Validator = @Sendable (_ fields: [String: JSONValue]) -> [AppError.FieldError]
  /// The values of a record's fields that no other live record of its type may hold.
  public typealias UniqueValues = @Sendable (_ fields: [String: JSONValue]) -> [UniqueValue]

  /// One value a record holds that no other live record of its type may hold.
  public struct UniqueValue: Sendable, Hashable {
    /// The kind of value (`"sku"`), the same wherever it sits in a record.
    public var rule: String
    /// Where the record holds it (`"variants[1].sku"`).
    public var field: String
    /// The value as sent.
    public var value: String
    /// What is compared (`"TS-01"` for `" ts-01"`).
    public var key: String

    /// A value.
    public init(rule: String, field: String, value: String, key: String) {
      self.rule = rule
      self.field = field
      self.value = value
      self.key = key
    }
  }

  /// Successful operations performed (replays excluded).
  public struct Counters: Sendable, Hashable {
    /// Records created.
    public var creates = 0
    /// Records updated.
    public var updates = 0
    /// Records deleted.
    public var deletes = 0
    /// Answers replayed for a repeated idempotency key.
    public var replays = 0

    /// Zero counters.
    public init() {}
  }

  private let schema: SyncSchema
  private let validators: [String: Validator]
  private let uniqueValues: [String: UniqueValues]
  private var records: [String: [String: SyncServerRecord]] = [:]
  private var changeSequence: [String: [String: Int]] = [:]
  private var sequence = 0
  private var nextID = 0
  private var answers: [String: (fingerprint: String, result: Result<SyncServerRecord, SyncRemoteError>)] = [:]
  private var offline = false
  private var responsesToDrop = 0
  private var inProgressAnswers = 0
  private var garbledAnswers = 0
  /// Cursors are `"<epoch>:<sequence>"`; ``forgetHistory(purging:of:)`` starts a new epoch.
  private var cursorEpoch = 0
  /// Successful operations performed so far.
  public private(set) var counters = Counters()
  /// Every call received, as `"<operation> <type>"`, in order (including failed ones).
  public private(set) var calls: [String] = []

  /// The most mutations one ``send(_:of:)`` call takes, as a batch route would.
  public nonisolated let maximumBatchSize: Int

  /// Creates an empty server for `schema`'s types; `validators` and `uniqueValues` are keyed by type
  /// name. With a `batchSize` above 1 it takes several mutations per call, as the HTTP contract's
  /// batch route does.
  public init(
    schema: SyncSchema, validators: [String: Validator] = [:], uniqueValues: [String: UniqueValues] = [:],
    batchSize: Int = 1
  ) {
    self.schema = schema
    self.validators = validators
    self.uniqueValues = uniqueValues
    self.maximumBatchSize = max(1, batchSize)
  }

  // MARK: - Faults and inspection

  /// Makes every call fail with `.network(.offline)` before doing anything.
  public func setOffline(_ isOffline: Bool) { offline = isOffline }

  /// Makes the next `count` mutating calls do their work and then fail with `.network(.connectionLost)`.
  public func dropResponses(_ count: Int) { responsesToDrop = count }

  /// Makes the next `count` mutating calls do their work and then answer as a retry that raced the
  /// first request with its key would: `.failed(.server(status: 409, code: "IDEMPOTENCY_KEY_IN_USE", …))`.
  public func answerInProgress(_ count: Int) { inProgressAnswers = count }

  /// Makes the next `count` mutating calls do their work and then answer a success whose body cannot
  /// be read: `.failed(.decoding(…))`. A batch call counts as one and loses every answer in it.
  public func garbleResponses(_ count: Int) { garbledAnswers = count }

  /// Forgets the change history: every cursor issued so far is refused with
  /// `SyncRemoteError.cursorExpired`, and the records `ids` of `type` vanish without a tombstone.
  public func forgetHistory(purging ids: [String] = [], of type: String? = nil) {
    cursorEpoch += 1
    guard let type else { return }
    for id in ids {
      records[type]?[id] = nil
      changeSequence[type]?[id] = nil
    }
  }

  /// Every record of `type`, tombstones included, by id.
  public func allRecords(of type: String) -> [String: SyncServerRecord] { records[type] ?? [:] }

  /// The live (not deleted) records of `type`, by id.
  public func liveRecords(of type: String) -> [String: SyncServerRecord] {
    (records[type] ?? [:]).filter { !$0.value.deleted }
  }

  /// Writes a record directly, as another client would have (a new version of it).
  @discardableResult
  public func put(_ type: String, id: String? = nil, fields: [String: JSONValue]) -> SyncServerRecord {
    let id = id ?? makeID(for: type)
    let version = (records[type]?[id]?.version ?? 0) + 1
    return store(SyncServerRecord(id: id, version: version, updatedAt: Date(), fields: fields), of: type)
  }

  // MARK: - SyncRemote

  /// Creates a record, as `POST` would.
  public func create(
    _ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String
  ) throws(SyncRemoteError) -> SyncServerRecord {
    try perform("create", type, key: idempotencyKey, fingerprint: "POST \(type.name) \(Self.text(fields))") {
      () throws(SyncRemoteError) -> SyncServerRecord in
      try check(fields, of: type)
      try checkUnique(fields, of: type.name, id: nil)
      counters.creates += 1
      return store(
        SyncServerRecord(id: makeID(for: type.name), version: 1, updatedAt: Date(), fields: fields), of: type.name)
    }
  }

  /// Replaces a record's fields if `version` is current, as `PUT` would.
  public func update(
    _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
  ) throws(SyncRemoteError) -> SyncServerRecord {
    let fingerprint = "PUT \(type.name)/\(id) \(Self.text(fields))"
    return try perform("update", type, key: idempotencyKey, fingerprint: fingerprint) {
      () throws(SyncRemoteError) -> SyncServerRecord in
      let current = try existing(type, id)
      guard !current.deleted, current.version == version else { throw .conflict(current: current) }
      try check(fields, of: type)
      try checkUnique(fields, of: type.name, id: id)
      counters.updates += 1
      return store(
        SyncServerRecord(id: id, version: current.version + 1, updatedAt: Date(), fields: fields), of: type.name)
    }
  }

  /// Deletes a record if `version` is current, as `DELETE` would; refuses while it is referenced.
  public func delete(
    _ type: SyncRecordType, id: String, version: Int, idempotencyKey: String
  ) throws(SyncRemoteError) -> SyncServerRecord {
    try perform("delete", type, key: idempotencyKey, fingerprint: "DELETE \(type.name)/\(id)") {
      () throws(SyncRemoteError) -> SyncServerRecord in
      let current = try existing(type, id)
      if current.deleted { return current }
      guard current.version == version else { throw .conflict(current: current) }
      if let referrer = referrer(of: id, type: type.name) {
        throw .rejected(SyncRejection(code: "REFERENCED", message: "Still referenced by \(referrer)."))
      }
      counters.deletes += 1
      return store(
        SyncServerRecord(id: id, version: current.version + 1, updatedAt: Date(), deleted: true, fields: [:]),
        of: type.name)
    }
  }

  /// Performs several mutations in one call, recorded as `"batch <type> ×<count>"`; each is answered
  /// as its own call would be. A dropped or garbled response loses the whole batch's answer, after
  /// the work.
  public func send(_ mutations: [SyncMutation], of type: SyncRecordType) throws(SyncRemoteError)
    -> [Result<SyncServerRecord, SyncRemoteError>]
  {
    if mutations.count == 1, let mutation = mutations.first {
      do {
        return [.success(try answer(mutation, of: type))]
      } catch .failed(let error) {
        throw .failed(error)
      } catch {
        return [.failure(error)]
      }
    }
    calls.append("batch \(type.name) ×\(mutations.count)")
    if offline { throw .failed(.network(.offline)) }
    let dropping = responsesToDrop > 0
    let laterDrops = max(0, responsesToDrop - 1)
    responsesToDrop = 0
    defer { responsesToDrop = laterDrops }
    let garbling = garbledAnswers > 0
    let laterGarbles = max(0, garbledAnswers - 1)
    garbledAnswers = 0
    defer { garbledAnswers = laterGarbles }
    var answers: [Result<SyncServerRecord, SyncRemoteError>] = []
    for mutation in mutations {
      do {
        answers.append(.success(try answer(mutation, of: type)))
      } catch {
        answers.append(.failure(error))
      }
    }
    if dropping {
      throw .failed(.network(.connectionLost))
    }
    if garbling {
      throw .failed(.decoding(path: "results", reason: "the answer was cut short"))
    }
    return answers
  }

  private func answer(_ mutation: SyncMutation, of type: SyncRecordType) throws(SyncRemoteError) -> SyncServerRecord {
    let key = mutation.idempotencyKey
    switch mutation.operation {
    case .create: return try create(type, fields: mutation.fields, idempotencyKey: key)
    case .update:
      return try update(
        type, id: mutation.recordID, fields: mutation.fields, version: mutation.baseVersion ?? 0, idempotencyKey: key)
    case .delete:
      return try delete(type, id: mutation.recordID, version: mutation.baseVersion ?? 0, idempotencyKey: key)
    }
  }

  /// Pages the changes of `type` after `cursor` (a change sequence number).
  public func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) throws(SyncRemoteError)
    -> SyncChangesPage
  {
    calls.append("changes \(type.name)")
    if offline { throw .failed(.network(.offline)) }
    let after: Int
    if let cursor {
      let parts = cursor.split(separator: ":")
      guard parts.count == 2, Int(parts[0]) == cursorEpoch, let value = Int(parts[1]) else {
        throw .cursorExpired(SyncRejection(code: "INVALID_CURSOR", message: "Invalid cursor."))
      }
      after = value
    } else {
      after = 0
    }
    let changed = (changeSequence[type.name] ?? [:]).filter { $0.value > after }.sorted { $0.value < $1.value }
    let page = changed.prefix(max(1, limit))
    let next = page.last?.value ?? max(after, 0)
    return SyncChangesPage(
      changes: page.compactMap { records[type.name]?[$0.key] }, nextCursor: "\(cursorEpoch):\(next)",
      hasMore: changed.count > page.count)
  }

  // MARK: - Internals

  private func perform(
    _ operation: String, _ type: SyncRecordType, key: String, fingerprint: String,
    _ work: () throws(SyncRemoteError) -> SyncServerRecord
  ) throws(SyncRemoteError) -> SyncServerRecord {
    calls.append("\(operation) \(type.name)")
    if offline { throw .failed(.network(.offline)) }
    let result: Result<SyncServerRecord, SyncRemoteError>
    if let answer = answers[key] {
      guard answer.fingerprint == fingerprint else {
        throw .rejected(SyncRejection(code: "IDEMPOTENCY_KEY_REUSED", message: "Key reused with another request."))
      }
      counters.replays += 1
      result = answer.result
    } else {
      do {
        result = .success(try work())
        answers[key] = (fingerprint, result)
      } catch {
        result = .failure(error)
      }
    }
    if responsesToDrop > 0 {
      responsesToDrop -= 1
      throw .failed(.network(.connectionLost))
    }
    if inProgressAnswers > 0 {
      inProgressAnswers -= 1
      throw .failed(
        .server(
          status: 409, code: "IDEMPOTENCY_KEY_IN_USE", message: "A request with this key is still being processed.",
          correlationID: nil))
    }
    if garbledAnswers > 0, case .success = result {
      garbledAnswers -= 1
      throw .failed(.decoding(path: "record", reason: "the answer was cut short"))
    }
    return try result.get()
  }

  private func existing(_ type: SyncRecordType, _ id: String) throws(SyncRemoteError) -> SyncServerRecord {
    guard let current = records[type.name]?[id] else {
      throw .rejected(SyncRejection(code: "RECORD_NOT_FOUND", message: "No \(type.name) record \(id)."))
    }
    return current
  }

  private func check(_ fields: [String: JSONValue], of type: SyncRecordType) throws(SyncRemoteError) {
    var problems = validators[type.name]?(fields) ?? []
    for reference in schema.references(in: fields, of: type.name) {
      guard let target = records[reference.type]?[reference.id], !target.deleted else {
        problems.append(.init(field: reference.type, message: "No \(reference.type) record \(reference.id)."))
        continue
      }
    }
    guard problems.isEmpty else {
      throw .rejected(SyncRejection(code: "VALIDATION_FAILED", message: problems[0].message, fields: problems))
    }
  }

  /// Refuses fields that would give the record `id` (`nil` for a new one) a unique value another live
  /// record holds; a value the record already holds is its own. The holder named is the first created.
  private func checkUnique(_ fields: [String: JSONValue], of type: String, id: String?) throws(SyncRemoteError) {
    guard let values = uniqueValues[type] else { return }
    let held = Set(
      id.flatMap { records[type]?[$0] }.map { values($0.fields).map { [$0.rule, $0.key] } } ?? [])
    let others = (records[type] ?? [:]).values.filter { !$0.deleted && $0.id != id }.sorted { $0.id < $1.id }
    var clashes: [SyncUniqueClash] = []
    for value in values(fields) where !held.contains([value.rule, value.key]) {
      for other in others {
        guard let taken = values(other.fields).first(where: { $0.rule == value.rule && $0.key == value.key }) else {
          continue
        }
        clashes.append(
          SyncUniqueClash(
            rule: value.rule, field: value.field, value: value.value, key: value.key, holderID: other.id,
            holderField: taken.field))
        break
      }
    }
    guard let first = clashes.first else { return }
    throw .rejected(
      SyncRejection(
        code: SyncRejection.uniqueConflictCode,
        message: "\(first.field) \(first.value) is already the \(first.rule) of \(type) record \(first.holderID).",
        fields: clashes.map { .init(field: $0.field, message: "Already held by \($0.holderID).") }, clashes: clashes))
  }

  private func referrer(of id: String, type: String) -> String? {
    for referrerType in schema.referrers(of: type) {
      for record in (records[referrerType] ?? [:]).values where !record.deleted {
        if schema.references(in: record.fields, of: referrerType).contains(.init(id: id, type: type)) {
          return "\(referrerType) \(record.id)"
        }
      }
    }
    return nil
  }

  private func makeID(for type: String) -> String {
    nextID += 1
    return "\(type.prefix(2))_\(String(format: "%06d", nextID))"
  }

  private func store(_ record: SyncServerRecord, of type: String) -> SyncServerRecord {
    sequence += 1
    records[type, default: [:]][record.id] = record
    changeSequence[type, default: [:]][record.id] = sequence
    return record
  }

  private static func text(_ fields: [String: JSONValue]) -> String {
    String(decoding: JSONValue.object(fields).serialized(sortedKeys: true), as: UTF8.self)
  }
}
