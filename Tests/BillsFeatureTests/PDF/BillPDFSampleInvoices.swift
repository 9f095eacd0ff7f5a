import BillsFeature

/// Invoices for the PDF tests: an intra-state GST invoice with as many lines as asked.
enum BillPDFSampleInvoices {
  static let sellerGSTIN = "27AAPFU0939F1ZV"
  static let buyerGSTIN = "29AAGCB7383J1Z4"
  static let payable = "₹1,23,456.00"

  static let descriptions = [
    "Stainless steel water bottle 1 L, double-walled, vacuum insulated",
    "Cotton tote bag",
    "Printed A5 notebook, 200 pages, ruled, with a hard cover and ribbon bookmark, recycled paper",
    "Ceramic mug 350 ml",
    "USB-C charging cable 1 m",
    "Annual maintenance service for office printers and scanners at the customer's premises (SAC 998713)",
  ]

  /// A unique description for line `index` (1-based), so a test can find a line by its text.
  static func description(of index: Int) -> String {
    "\(descriptions[(index - 1) % descriptions.count]) · item \(index)"
  }

  static func invoice(lineCount: Int) -> BillPDFInvoice {
    let lines = (1...max(lineCount, 1)).prefix(lineCount).map { index in
      BillPDFInvoice.Line(
        serial: "\(index)",
        description: description(of: index),
        hsn: index % 6 == 0 ? "998713" : "39241090",
        quantity: "\(index % 7 + 1) Nos",
        rate: "1,250.00",
        discount: index % 3 == 0 ? "10%" : "",
        taxableValue: "12,345.50",
        taxRate: index % 2 == 0 ? "18%" : "12%",
        amount: "14,567.69"
      )
    }
    return BillPDFInvoice(
      title: "Tax Invoice",
      copyLabel: "Original for Recipient",
      number: "INV/2025-26/0042",
      details: [
        .init("Invoice Date", "12-04-2025"), .init("Due Date", "12-05-2025"),
        .init("Place of Supply", "Karnataka (29)"), .init("Reverse Charge", "No"),
      ],
      seller: .init(
        name: "Shree Ganesh Traders",
        addressLines: ["Plot 14, MIDC Industrial Area, Andheri East", "Mumbai 400093"],
        gstin: sellerGSTIN,
        state: "Maharashtra (27)",
        contactLines: ["+91 22 4000 1234 · accounts@ganeshtraders.in"]
      ),
      buyer: .init(
        name: "Bharat Retail Private Limited",
        addressLines: ["No. 5, 100 Feet Road, Indiranagar", "Bengaluru 560038"],
        gstin: buyerGSTIN,
        state: "Karnataka (29)"
      ),
      shipTo: .init(
        name: "Bharat Retail Warehouse",
        addressLines: ["Survey 42, Hoskote Industrial Area", "Bengaluru Rural 562114"],
        state: "Karnataka (29)"
      ),
      lines: lines,
      taxSummary: [
        .init(hsn: "39241090", taxRate: "12%", taxableValue: "61,727.50", igst: "7,407.30"),
        .init(hsn: "39241090", taxRate: "18%", taxableValue: "37,036.50", igst: "6,666.57"),
        .init(hsn: "998713", taxRate: "18%", taxableValue: "12,345.50", igst: "2,222.19", cess: "0.00"),
      ],
      taxSummaryTotal: .init(hsn: "Total", taxRate: "", taxableValue: "1,11,109.50", igst: "16,296.06", cess: "0.00"),
      totals: [
        .init("Taxable Value", "₹1,11,109.50"), .init("IGST", "₹16,296.06"), .init("Less: Discount", "-₹3,950.00"),
        .init("Round Off", "+₹0.44"), .init("Total Payable", payable, isEmphasized: true),
      ],
      amountInWords: "Indian Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only",
      bankDetails: [
        .init("Bank", "HDFC Bank"), .init("A/c No.", "50200012345678"), .init("IFSC", "HDFC0000123"),
        .init("Branch", "Andheri East, Mumbai"),
      ],
      terms: [
        "1. Goods once sold will not be taken back or exchanged.",
        "2. Interest at 18% per annum is charged on payments received after the due date.",
        "3. Subject to Mumbai jurisdiction.",
      ]
    )
  }
}
