import Foundation
import ReportsFeature
import SharedCore

/// Sample values for Reports tests.
public enum ReportsSamples {
  /// The report settings tests use: rupees, Indian Standard Time, the default categories.
  public static let configuration = ReportsConfiguration()
}
