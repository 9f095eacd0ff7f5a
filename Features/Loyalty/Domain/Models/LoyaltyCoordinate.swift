import Foundation

/// A point on the Earth in degrees.
public struct LoyaltyCoordinate: Sendable, Hashable, Codable {
  /// Latitude, −90…90.
  public var latitude: Double
  /// Longitude, −180…180.
  public var longitude: Double

  /// Creates a coordinate.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// The mean Earth radius in metres (IUGG).
  public static let earthRadius = 6_371_008.8

  /// The great-circle distance to `other` in metres (haversine formula), accurate across the
  /// antimeridian and near the poles.
  public func distance(to other: LoyaltyCoordinate) -> Double {
    let φ1 = latitude * .pi / 180
    let φ2 = other.latitude * .pi / 180
    let Δφ = φ2 - φ1
    let Δλ = (other.longitude - longitude) * .pi / 180
    let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
    return 2 * Self.earthRadius * asin(min(1, sqrt(a)))
  }
}
