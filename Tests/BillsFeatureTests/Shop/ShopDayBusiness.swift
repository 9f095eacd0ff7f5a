import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import ShopTesting

/// The business of ``ShopDayPropertyTests``: two tills on one server, opened on 15 September 2025
/// with five products (rice; a T-shirt in S and M; syrup in batches; a phone by serial number; a kurta
/// at the 12 % of before 22 September 2025), three customers and a vendor, all synced to both tills.
struct ShopDayBusiness {
  /// The two tills.
  let tills: [ShopTestbed]
  /// The products by role, with the server's ids.
  let rice: String, tee: String, syrup: String, phone: String, kurta: String
  /// The T-shirt's variants, S and M.
  let teeVariants: [String]
  /// The customers' server ids.
  let customers: [String]
  /// The vendor's server id.
  let vendor: String

  static let september15 = CalendarDate(dayNumber: 20_346)

  static func open() async throws -> ShopDayBusiness {
    let products = ProductsConfiguration(stockPolicy: StockPolicy(allowsNegativeStock: false))
    let one = try await ShopTestbed.make(device: "till-1", today: september15, products: products)
    let two = try await ShopTestbed.make(device: "till-2", server: one.server, today: september15, products: products)
    let rice = try await one.product("Rice 25 kg", sku: "RICE", price: "1250", gstRate: "5", hsn: "1006")
    var tee = try await one.product("Tee", sku: "TEE", price: "499", gstRate: "5", hsn: "6109").product
    tee.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M"])]).variants(baseSKU: "TEE")
    tee = try await one.catalog.save(tee).product
    var syrup = try await one.product("Syrup", sku: "SYR", price: "90", gstRate: "5", hsn: "3004").product
    syrup.tracksBatches = true
    syrup = try await one.catalog.save(syrup).product
    var phone = try await one.product("Phone", sku: "PH", price: "15000", gstRate: "18", hsn: "8517").product
    phone.tracksBatches = true
    phone.tracksSerials = true
    phone = try await one.catalog.save(phone).product
    let kurta = try await one.product("Kurta", sku: "KURTA", price: "950", gstRate: "12", hsn: "6211")
    var customers: [String] = []
    for name in ["Asha Traders", "Bala Stores", "Chitra Mart"] { customers.append(try await one.customer(name).id) }
    let vendor = try await one.customer("Deccan Wholesale").id
    for till in [one, two, one] { try await till.sync() }

    func serverID(ofProduct id: String) async throws -> String {
      guard let item = try await one.catalog.product(id) else { throw ShopDayError.lost("product \(id)") }
      return item.id
    }
    func serverID(ofParty id: String) async throws -> String {
      guard let item = try await one.book.party(id) else { throw ShopDayError.lost("party \(id)") }
      return item.id
    }
    var customerIDs: [String] = []
    for id in customers { customerIDs.append(try await serverID(ofParty: id)) }
    return ShopDayBusiness(
      tills: [one, two], rice: try await serverID(ofProduct: rice.id), tee: try await serverID(ofProduct: tee.id),
      syrup: try await serverID(ofProduct: syrup.id), phone: try await serverID(ofProduct: phone.id),
      kurta: try await serverID(ofProduct: kurta.id), teeVariants: tee.variants.map(\.id), customers: customerIDs,
      vendor: try await serverID(ofParty: vendor))
  }
}

/// A record the property test made and then could not find.
enum ShopDayError: Error, CustomStringConvertible {
  case lost(String)

  var description: String {
    switch self {
    case .lost(let what): "\(what) is no longer found"
    }
  }
}
