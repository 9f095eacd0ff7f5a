import Foundation
import ProductsFeature
import SharedCore

/// Sample products and files for tests of apps that use ProductsFeature.
public enum ProductsSamples {
  /// A shirt with a UPC-A barcode, SKU `TS-BLU`.
  public static let shirt = ProductDraft([
    .name: "Blue T-Shirt", .sku: "TS-BLU", .barcodes: "036000291452", .category: "Apparel", .salePrice: "499",
    .gstRate: "5", .taxCode: "6109", .lowStockThreshold: "3",
  ])

  /// Rice named in Hindi, sold by the kg or the 25 kg bag.
  public static let rice = ProductDraft([
    .name: "बासमती चावल", .sku: "RICE-BAS", .barcodes: "8901030865275", .category: "Grocery", .unit: "kg",
    .alternativeUnits: "bag=25", .salePrice: "120.50", .gstRate: "5", .taxCode: "1006",
  ])

  /// A small CSV catalog: three good rows and one with a negative price on line 5.
  public static let catalogCSV = Data(
    """
    Item Name,SKU Code,Selling Price,GST %,Barcode,HSN\r
    Green Tea,TEA-1,"1,250.00",5,96385074,0902\r
    Salt 1 kg,SALT-1,28,0,,2501\r
    "Oil, Sunflower 1 L",OIL-1,189.50,5,4006381333931,1512\r
    Soap,SOAP-1,-5,18,,3401\r

    """.utf8)
}
