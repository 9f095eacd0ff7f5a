/// A column of a table in the invoice layout.
struct BillPDFTableColumn {
  let title: String
  let width: Double
  let alignment: BillPDFLayout.Alignment
}
