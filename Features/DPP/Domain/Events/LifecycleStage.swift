/// The lifecycle names TraceWise clients put in ``LifecycleEvent/bizStep`` instead of CBV terms,
/// and the EPCIS 2.0 ObjectEvent each one becomes (CBV 2.0 §7.1–7.2).
///
/// | TraceWise `bizStep` (aliases)                 | CBV `bizStep`     | `action` | `disposition`       |
/// |-----------------------------------------------|-------------------|----------|---------------------|
/// | `manufactured` (`produced`, `created`)        | `commissioning`   | ADD      | `active`            |
/// | `shipped`                                     | `shipping`        | OBSERVE  | `in_transit`        |
/// | `received`                                    | `receiving`       | OBSERVE  | `in_progress`       |
/// | `purchased` (`sold`)                          | `retail_selling`  | OBSERVE  | `retail_sold`       |
/// | `registered` (`activated`)                    | `installing`      | OBSERVE  | `active`            |
/// | `inspected`                                   | `inspecting`      | OBSERVE  | `conformant`        |
/// | `repaired` (`serviced`)                       | `repairing`       | OBSERVE  | `conformant`        |
/// | `refurbished`                                 | `repairing`       | OBSERVE  | `sellable_accessible` |
/// | `returned`                                    | `receiving`       | OBSERVE  | `returned`          |
/// | `recalled`                                    | `holding`         | OBSERVE  | `recalled`          |
/// | `disassembled` (`dismantled`)                 | `disassembling`   | OBSERVE  | `inactive`          |
/// | `recycled` (`end_of_life`, `decommissioned`)  | `decommissioning` | DELETE   | `inactive`          |
/// | `destroyed` (`disposed`)                      | `destroying`      | DELETE   | `destroyed`         |
///
/// A `bizStep` that already is a CBV term (bare or `https://ref.gs1.org/cbv/BizStep-…`) is used as is,
/// with the event's own action and disposition. For an alias, the table's action and disposition
/// apply unless the event carries a non-default value (anything but the TraceWise SDK's `OBSERVE`/`active`).
public struct LifecycleStage: Sendable, Hashable {
  /// The CBV business step.
  public let bizStep: CBVBusinessStep
  /// The EPCIS action.
  public let action: EPCISAction
  /// The disposition afterwards.
  public let disposition: CBVDisposition

  /// The stage for a TraceWise lifecycle name (case-insensitive; `-` and spaces read as `_`).
  public static func named(_ name: String) -> LifecycleStage? {
    let key = name.lowercased().replacing("-", with: "_").replacing(" ", with: "_")
    return table[key]
  }

  /// Every TraceWise lifecycle name this table knows, with its stage.
  public static let table: [String: LifecycleStage] = {
    let rows: [([String], CBVBusinessStep, EPCISAction, CBVDisposition)] = [
      (["manufactured", "produced", "created"], .commissioning, .add, .active),
      (["shipped"], .shipping, .observe, .inTransit),
      (["received"], .receiving, .observe, .inProgress),
      (["purchased", "sold"], .retailSelling, .observe, .retailSold),
      (["registered", "activated"], .installing, .observe, .active),
      (["inspected"], .inspecting, .observe, .conformant),
      (["repaired", "serviced"], .repairing, .observe, .conformant),
      (["refurbished"], .repairing, .observe, .sellableAccessible),
      (["returned"], .receiving, .observe, .returned),
      (["recalled"], .holding, .observe, .recalled),
      (["disassembled", "dismantled"], .disassembling, .observe, .inactive),
      (["recycled", "end_of_life", "decommissioned"], .decommissioning, .delete, .inactive),
      (["destroyed", "disposed"], .destroying, .delete, .destroyed),
    ]
    var table: [String: LifecycleStage] = [:]
    for (names, step, action, disposition) in rows {
      for name in names { table[name] = LifecycleStage(bizStep: step, action: action, disposition: disposition) }
    }
    return table
  }()
}
