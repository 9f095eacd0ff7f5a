import SharedCore

extension SyncRecordType {
  /// The reference server's `sync-parties` test collection (`name` required, `gstin` 15 characters).
  public static func testParties(conflictPolicy: SyncConflictPolicy = .serverWins) -> SyncRecordType {
    SyncRecordType("parties", path: ["v1", "sync", "sync-parties"], conflictPolicy: conflictPolicy)
  }

  /// The reference server's `sync-products` test collection (`name` required).
  public static func testProducts(conflictPolicy: SyncConflictPolicy = .serverWins) -> SyncRecordType {
    SyncRecordType("products", path: ["v1", "sync", "sync-products"], conflictPolicy: conflictPolicy)
  }

  /// The reference server's `sync-invoices` test collection: `partyId` → parties,
  /// `lines[].productId` → products, `number` required.
  public static func testInvoices(conflictPolicy: SyncConflictPolicy = .serverWins) -> SyncRecordType {
    SyncRecordType(
      "invoices", path: ["v1", "sync", "sync-invoices"],
      references: ["partyId": "parties", "lines[].productId": "products"],
      conflictPolicy: conflictPolicy)
  }
}

extension SyncSchema {
  /// Parties, products and invoices as the reference server declares them, with one policy for all.
  public static func testSchema(conflictPolicy: SyncConflictPolicy = .serverWins) throws -> SyncSchema {
    try SyncSchema([
      .testParties(conflictPolicy: conflictPolicy), .testProducts(conflictPolicy: conflictPolicy),
      .testInvoices(conflictPolicy: conflictPolicy),
    ])
  }
}

extension InMemorySyncServer {
  /// The reference server's validators for the test collections: a party needs a non-empty
  /// `name` and, if present, a 15-character `gstin`; products need a `name`; invoices a `number`.
  public static let testValidators: [String: Validator] = [
    "parties": { fields in
      var problems: [AppError.FieldError] = []
      if (fields["name"]?.stringValue ?? "").isEmpty {
        problems.append(.init(field: "name", message: "name must be a non-empty string"))
      }
      if let gstin = fields["gstin"], gstin.stringValue?.count != 15 {
        problems.append(.init(field: "gstin", message: "gstin must be 15 characters"))
      }
      return problems
    },
    "products": { fields in
      fields["name"]?.stringValue == nil ? [.init(field: "name", message: "name is required")] : []
    },
    "invoices": { fields in
      fields["number"] == nil ? [.init(field: "number", message: "number is required")] : []
    },
  ]
}
