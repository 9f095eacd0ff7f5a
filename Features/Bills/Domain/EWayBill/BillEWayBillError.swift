/// Why an e-way bill rule could not be applied.
public enum BillEWayBillError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A distance outside 1–4000 km.
  case distanceOutOfRange(Int)

  /// What is wrong.
  public var description: String {
    switch self {
    case .distanceOutOfRange(let distance): "distance \(distance) km is outside 1–4000 km"
    }
  }
}
