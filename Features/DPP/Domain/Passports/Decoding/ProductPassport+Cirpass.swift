import Foundation
import SharedCore

extension ProductPassport {
  /// Maps the TraceWise CIRPASS product; its `lifecycle` goes to ``additional``.
  public init(cirpass product: CirpassProduct) {
    self.init(
      source: .cirpass,
      productIdentifier: product.gtin ?? product.id,
      passportIdentifier: product.id,
      productName: product.name,
      gtin: product.gtin,
      serialNumber: product.serial,
      manufacturer: product.manufacturer.map { PassportParty(name: $0.name, country: $0.country) },
      countryOfOrigin: product.origin,
      materials: (product.materials ?? []).map { PassportMaterial(name: $0) },
      durability: product.warranty.map { PassportDurability(warrantyEnds: $0.ends) },
      repair: product.repairability.map { RepairInformation(score: Decimal(string: "\($0.score)")) }
    )
    if let lifecycle = product.lifecycle {
      additional["lifecycle"] = AnyCodable(
        .array(
          lifecycle.map { step in
            var members: [String: JSONValue] = [
              "eventType": .string(step.eventType), "timestamp": .string(step.timestamp),
            ]
            if let details = step.details { members["details"] = .object(details.mapValues(\.jsonValue)) }
            return .object(members)
          }))
    }
  }

  /// Reads CIRPASS JSON: the TraceWise simulator's `CirpassProduct` shape (`id`, `name`, …) or the
  /// CIRPASS-2 flat ESPR shape (`product`, `passport_info`, `circularity`, `materials`, …).
  /// - Throws: ``PassportDecodingError`` naming the key path.
  public init(cirpassJSON data: Data) throws(PassportDecodingError) {
    let root = try JSONCursor(data: data)
    _ = try root.members()
    if root.member("product") != nil || root.member("passport_info") != nil {
      try self.init(cirpass2: root)
    } else {
      self.init(cirpass: try CirpassProduct(cursor: root))
      additional.merge(root.unknownMembers(excluding: CirpassProduct.keys)) { own, _ in own }
    }
  }
}

extension CirpassProduct {
  static let keys: Set<String> = [
    "id", "gtin", "serial", "name", "manufacturer", "materials", "origin", "lifecycle", "warranty", "repairability",
  ]

  /// Reads the TraceWise shape with key-path errors.
  init(cursor root: JSONCursor) throws(PassportDecodingError) {
    var manufacturer: Manufacturer?
    if let maker = root.member("manufacturer") {
      manufacturer = Manufacturer(
        name: try maker.required("name").asString(), country: try maker.string("country") ?? "")
    }
    var lifecycle: [LifecycleInfo]?
    if let steps = root.member("lifecycle") {
      lifecycle = []
      for step in steps.elements() {
        let details = try step.member("details").map { details throws(PassportDecodingError) in
          try details.members().mapValues(AnyCodable.init)
        }
        lifecycle?.append(
          LifecycleInfo(
            eventType: try step.required("eventType").asString(), timestamp: try step.required("timestamp").asString(),
            details: details))
      }
    }
    var materials: [String]?
    if let list = root.member("materials") {
      materials = []
      for item in list.elements() { materials?.append(try item.asString()) }
    }
    let warranty = try root.member("warranty").map { value throws(PassportDecodingError) in
      Warranty(ends: try value.required("ends").asString())
    }
    let repairability = try root.member("repairability").map { value throws(PassportDecodingError) in
      let score = try value.required("score")
      guard let number = score.value.doubleValue else { throw .wrongType(path: score.path, expected: "number") }
      return Repairability(score: number)
    }
    self.init(
      id: try root.required("id").asString(), gtin: try root.string("gtin"), serial: try root.string("serial"),
      name: try root.required("name").asString(), manufacturer: manufacturer, materials: materials,
      origin: try root.string("origin"), lifecycle: lifecycle, warranty: warranty, repairability: repairability)
  }
}
