import PrintingTesting
import SharedPrinting
import Testing

/// PDF numbers are plain decimals with at most three places.
@Suite struct PDFObjectNumberTests {
  @Test(arguments: [
    (0.0, "0"), (1.0, "1"), (-1.5, "-1.5"), (595.28, "595.28"), (0.0004, "0"), (0.0005, "0.001"), (-0.25, "-0.25"),
    (12.3456, "12.346"), (1e20, "0"), (Double.nan, "0"), (Double.infinity, "0"), (100.05, "100.05"),
  ])
  func numbersAreWrittenWithoutExponents(value: Double, text: String) {
    #expect(PDFObject.number(value) == text)
  }
}
