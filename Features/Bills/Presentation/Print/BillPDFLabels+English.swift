extension BillPDFLabels {
  /// The labels in English.
  public static let english = BillPDFLabels(
    language: "en",
    titles: [
      .salesInvoice: "Tax Invoice", .purchaseBill: "Purchase Bill", .quotation: "Quotation",
      .salesOrder: "Sales Order", .deliveryChallan: "Delivery Challan", .proForma: "Pro-forma Invoice",
      .creditNote: "Credit Note", .debitNote: "Debit Note",
    ],
    draft: "Draft", cancelled: "Cancelled",
    originalForRecipient: "Original for Recipient", duplicateForTransporter: "Duplicate for Transporter",
    duplicateForSupplier: "Duplicate for Supplier", triplicateForSupplier: "Triplicate for Supplier",
    invoiceNumber: "Invoice No.", date: "Date", dueDate: "Due Date", placeOfSupply: "Place of Supply",
    reverseCharge: "Whether tax is payable on reverse charge", yes: "Yes", no: "No",
    convertedFrom: "Converted From", against: "Against", irn: "IRN", acknowledgementNumber: "Ack. No.",
    acknowledgementDate: "Ack. Date",
    billTo: "Bill To", shipTo: "Ship To", sameAsBillTo: "Same as Bill To", gstin: "GSTIN", state: "State",
    serial: "#", description: "Description", hsn: "HSN/SAC", quantity: "Qty", rate: "Rate", discount: "Disc.",
    taxableValue: "Taxable Value", tax: "Tax", amount: "Amount", unit: "Unit", taxAmount: "Tax Amt.",
    taxSummary: "Tax Summary", taxRate: "Tax Rate", total: "Total",
    cgst: "CGST", sgst: "SGST", igst: "IGST", vat: "VAT", cess: "Cess",
    charges: "Charges", paidInAdvance: "Paid in Advance", roundOff: "Round Off", totalPayable: "Total Payable",
    taxPayableOnReverseCharge: "Tax payable on reverse charge", amountReceived: "Amount Received",
    balanceDue: "Balance Due",
    amountInWords: "Amount in words", bankDetails: "Bank Details", accountName: "Account Name",
    accountNumber: "Account Number", bank: "Bank", termsAndConditions: "Terms & Conditions",
    signedFor: "For {seller}", authorisedSignatory: "Authorised Signatory",
    scanToPay: "Scan to pay with any UPI app", eInvoiceQRCode: "e-Invoice QR code",
    pageOfPages: "Page {page} of {count}", continued: "(continued)"
  )
}
