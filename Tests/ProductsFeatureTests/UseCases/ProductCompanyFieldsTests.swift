import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A company's product fields, read through `CompanyProductFieldsSource`, replace the configured ones
/// in validation, in CSV files (those shown in CSV) and in the form (those shown in forms).
@Suite struct ProductCompanyFieldsTests {
  static let fields = [
    CompanyProductField(id: "size", label: "Size", kind: .list(["S", "M", "L"])),
    CompanyProductField(id: "warranty", label: "Warranty until", kind: .date, showsInCSV: false),
    CompanyProductField(id: "shelf", label: "Shelf", kind: .text, showsInForm: false),
  ]

  static func catalog() throws -> ProductCatalog {
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory), schema: SyncSchema(ProductsSyncTypes.all),
      projections: [ProductCatalogProjection()])
    return try ProductCatalog(
      store: store,
      configuration: ProductsConfiguration(customFields: [
        ProductCustomField(key: "fabric", label: "Fabric", kind: .text)
      ]),
      productFields: FixedCompanyProductFields(fields), now: { ProductCatalogUseCaseTests.now })
  }

  @Test func theCompanysFieldsAreValidatedOnEachProduct() async throws {
    let catalog = try Self.catalog()
    #expect(try await catalog.customFields().map(\.key) == ["size", "warranty", "shelf"])
    var draft = ProductDraft([.name: "Kurta", .salePrice: "899"])
    draft.customValues = ["size": "XL", "warranty": "2027-02-30"]
    await #expect {
      try await catalog.create(draft)
    } throws: { error in
      guard case .validation(let fields) = error as? AppError else { return false }
      return Set(fields.map(\.field)) == ["custom.size", "custom.warranty"]
    }
    draft.customValues = ["size": "M", "warranty": "2027-02-28", "fabric": "cotton"]
    guard case .created(let item) = try await catalog.create(draft) else {
      Issue.record("the kurta should be created")
      return
    }
    #expect(item.product.customFields["size"] == .choice("M"))
    #expect(item.product.customFields["fabric"] == nil)  // the configured field gives way to the company's
    // A bill's line picker sees the values as printed, to copy onto the line.
    #expect(item.inventoryItem.customFields == ["size": "M", "warranty": "2027-02-28"])
  }

  @Test func csvFilesCarryTheFieldsShownInCSVAndImportReadsThem() async throws {
    let catalog = try Self.catalog()
    let csv = "Item Name,Selling Price,Size,Shelf\nKurta,899,L,B-4\nDupatta,299,XXL,B-5\n"
    let report = try await catalog.importCSVReport(Data(csv.utf8))
    #expect(report.created == 1)
    #expect(report.errors.map(\.columnName) == ["Size"])
    let exported = try await catalog.exportCSV()
    let header = try #require(exported.split(separator: "\r\n").first)
    #expect(header.hasSuffix(",Size,Shelf"))
    #expect(!header.contains("Warranty"))
  }

  @MainActor @Test func theFormAsksForTheFieldsShownInForms() async throws {
    let form = ProductFormViewModel(catalog: try Self.catalog())
    form.send(.loadFields)
    let state = try await form.settled(where: { $0.customFields.isSuccess })
    #expect(state.customFields.value?.map(\.label) == ["Size", "Warranty until"])
  }
}
