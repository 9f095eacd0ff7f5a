import Foundation
import IndiaTax
import ProductsFeature
import SharedCore
import Testing

/// A product's GST rate is checked against the rates in force on the catalog's today, with a message
/// that says what changed; records saved under older rates still load.
@Suite struct ProductGSTRateByDateTests {
  /// The catalog's clock reads 2026-06-01 (see ``ProductCatalogUseCaseTests/now``).
  private func catalog() throws -> ProductCatalog { try ProductCatalogUseCaseTests.makeCatalog() }

  private func message(_ values: [ProductDraft.Field: String]) async throws -> String? {
    do {
      _ = try await catalog().create(ProductDraft(values), allowSameName: true)
      return nil
    } catch let AppError.validation(fields) {
      return fields.first { $0.field == ProductDraft.Field.gstRate.rawValue }?.message
    }
  }

  /// 12 % left the general rates on 22 Sep 2025: a biscuit entered today at 12 % is refused with the
  /// reason and the rates to choose instead.
  @Test func twelvePercentEnteredTodayIsRefusedWithWhatChanged() async throws {
    let message = try #require(try await message([.name: "Biscuits", .taxCode: "1905", .gstRate: "12"]))
    #expect(message.contains("12% was retired on 22 Sep 2025"))
    #expect(message.contains("56th meeting"))
    #expect(message.contains("5%") && message.contains("18%"))
  }

  /// 28 % left on 1 Feb 2026, when tobacco and pan masala moved to 40 %.
  @Test func twentyEightPercentEnteredTodayIsRefused() async throws {
    let message = try #require(try await message([.name: "Air conditioner", .gstRate: "28"]))
    #expect(message.contains("28% was retired on 1 Feb 2026"))
  }

  /// Building bricks keep 12 % (Notification 14/2025-Central Tax (Rate)), so a brick maker can enter it.
  @Test func bricksKeepTwelvePercent() async throws {
    #expect(try await message([.name: "Fly ash bricks", .taxCode: "68151000", .gstRate: "12"]) == nil)
    #expect(try await message([.name: "Building bricks", .taxCode: "69041000", .gstRate: "12"]) == nil)
  }

  /// 40 % is a rate today.
  @Test func fortyPercentIsARateToday() async throws {
    #expect(try await message([.name: "Aerated water", .taxCode: "2202", .gstRate: "40"]) == nil)
  }

  /// A CSV row gets the same message as the form, on its line and column.
  @Test func aCSVRowAtTwelvePercentIsRefusedWithTheSameMessage() async throws {
    let csv = "Item Name,Selling Price,GST %,HSN\nBiscuits,40,12,1905\nRice,60,5,1006\n"
    let report = try await catalog().importCSVReport(Data(csv.utf8))
    #expect(report.created == 1)
    let error = try #require(report.errors.first)
    #expect(error.description.hasPrefix("line 2, column 3 (GST %): 12% was retired on 22 Sep 2025"))
  }

  /// A product saved at 12 % before the change still loads with its rate.
  @Test func aStoredTwelvePercentProductStillDecodes() throws {
    let stored = Product(id: "", name: "Biscuits", unit: try ProductUnit("pcs"), gstRate: try GSTRate("12"))
    let product = try JSONDecoder().decode(Product.self, from: JSONEncoder().encode(stored))
    #expect(product.gstRate?.percent == 12)
  }
}
