import BillsFeature
import Foundation
import PrintingTesting
import Testing

/// A ``BillImage`` knows its kind and size, compares by its file, and encodes as its file's bytes,
/// checked again when decoded.
@Suite struct BillImageTests {
  @Test func billImageReportsItsKindAndSize() throws {
    let png = try BillImage(data: ImageFixture.png[0].data())
    #expect(png.kind == .png && png.width == 37 && png.height == 29)
    let jpeg = try BillImage(data: ImageFixture.jpeg[0].data())
    #expect(jpeg.kind == .jpeg && jpeg.width == 37 && jpeg.height == 29)
    #expect(png == (try BillImage(data: ImageFixture.png[0].data())))
    #expect(png != jpeg)
    #expect(Set([png, jpeg, try BillImage(data: ImageFixture.png[0].data())]).count == 2)
  }

  @Test func billImageEncodesItsFileAndChecksItWhenDecoded() throws {
    let logo = try BillImage(data: ImageFixture.png[5].data())
    let json = try JSONEncoder().encode(["logo": logo])
    #expect(try JSONDecoder().decode([String: BillImage].self, from: json)["logo"] == logo)
    let damaged = try JSONEncoder().encode(["logo": Data([0xFF, 0xD8, 0xFF])])
    #expect {
      try JSONDecoder().decode([String: BillImage].self, from: damaged)
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription == BillImageError.truncated(part: "JPEG marker", offset: 2).description
    }
  }
}
