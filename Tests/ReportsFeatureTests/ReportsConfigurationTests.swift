import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

@Suite struct ReportsConfigurationTests {
  @Test func defaultsAreAnIndianShops() {
    let configuration = ReportsSamples.configuration
    #expect(configuration.currency == .inr)
    #expect(configuration.timeZone.identifier == "Asia/Kolkata")
    #expect(configuration.defaultExpenseCategories.contains("Rent"))
  }
}
