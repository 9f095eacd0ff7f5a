import SharedCore

/// Makes the product screens' view models over one ``ProductCatalog``.
public struct ProductsViewModelFactory: Sendable {
  /// The catalog the screens read and write.
  public let catalog: ProductCatalog
  /// Warns when a saved name cannot be printed on invoices, if given.
  public let printing: (any PrintableTextCheck)?

  /// A factory over `catalog`.
  public init(catalog: ProductCatalog, printing: (any PrintableTextCheck)? = nil) {
    self.printing = printing
    self.catalog = catalog
  }

  /// The product list.
  @MainActor public func makeList(pageSize: Int = 50) -> ProductListViewModel {
    ProductListViewModel(catalog: catalog, pageSize: pageSize)
  }

  /// The form for a new product, or for editing `product`.
  @MainActor public func makeForm(editing product: Product? = nil) -> ProductFormViewModel {
    ProductFormViewModel(catalog: catalog, editing: product, printing: printing)
  }

  /// The detail screen of a product.
  @MainActor public func makeDetail(productId: String) -> ProductDetailViewModel {
    ProductDetailViewModel(catalog: catalog, productId: productId)
  }

  /// The stock adjustment screen of a product.
  @MainActor public func makeStockAdjustment(productId: String) -> StockAdjustmentViewModel {
    StockAdjustmentViewModel(catalog: catalog, productId: productId)
  }

  /// The CSV import screen.
  @MainActor public func makeImport() -> ProductImportViewModel {
    ProductImportViewModel(catalog: catalog)
  }
}
