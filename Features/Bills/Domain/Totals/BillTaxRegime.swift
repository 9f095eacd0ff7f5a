/// Which rules a draft is taxed by.
public enum BillTaxRegime: Sendable, Hashable, Codable {
  /// Indian GST: CGST + SGST or IGST by place of supply, cess, rates from a dated table.
  case gst(BillGSTSupply)
  /// VAT as EN 16931 calculates it: one tax per category and rate.
  case vat
}
