import DPPFeature
import Foundation

/// GS1 Digital Link parsing: the GS1-conformant byte parser against the seed's Regex parser.
enum DigitalLinkBenchmarks: BenchmarkSuite {
  static let name = "gs1"

  static func run() async throws {
    Report.header("gs1 — GS1 Digital Link parsing")
    let uris = validURIs()
    let seedParser = SeedRegexDigitalLinkParser()
    let parser = DigitalLinkParser()
    // Many short samples: on a shared machine the median then skips the preempted ones.
    let (samples, iterations) = (41, 500)

    var index = 0
    let ours = try Benchmark.measure(
      "DigitalLink(uri), \(uris.count) valid URIs", samples: samples, iterations: iterations
    ) {
      blackHole(try DigitalLink(uris[index]))
      index = (index + 1) % uris.count
    }
    Report.line(ours, target: "≥ 300k/s")

    index = 0
    let seedCompatible = try Benchmark.measure(
      "DigitalLinkParser().parse (seed API)", samples: samples, iterations: iterations
    ) {
      blackHole(try parser.parse(uris[index]))
      index = (index + 1) % uris.count
    }
    Report.line(seedCompatible)

    index = 0
    let seed = try Benchmark.measure("SeedRegexDigitalLinkParser (seed 000)", samples: 15, iterations: 50) {
      blackHole(try seedParser.parse(uris[index]))
      index = (index + 1) % uris.count
    }
    Report.line(seed)

    let link = try DigitalLink(uris[0])
    let build = Benchmark.measure("DigitalLink.uri() (builder)", samples: samples, iterations: iterations) {
      blackHole(link.uri())
    }
    Report.line(build)

    let raw = "]d20109520123456788" + "10ABC1\u{1D}2112345\u{1D}17180426"
    let scan = try Benchmark.measure(
      "DigitalLink(elementString:) raw ]d2", samples: samples, iterations: iterations
    ) {
      blackHole(try DigitalLink(elementString: raw))
    }
    Report.line(scan)
    let speedUp = String(format1: seed.median / ours.median)
    Report.note("speed-up over the seed's Regex parser: \(speedUp)× by medians (target ≥ 20×)")
    // On a shared machine medians include preemption; p10 approximates an uncontended core.
    let quietRate = Report.formatRate(1e9 / ours.p10)
    Report.note("p10: \(quietRate) URIs/s, \(String(format1: seed.p10 / ours.p10))× the seed parser")
  }

  /// Valid URIs carrying a GTIN (the seed parser needs one): the accepted vectors plus generated ones.
  static func validURIs() -> [String] {
    var uris = [
      "https://id.gs1.org/01/09520123456788", "https://id.gs1.org/01/09520123456788/10/ABC123",
      "https://id.gs1.org/01/09520123456788/21/12345",
      "https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426",
      "https://example.com/01/09520123456788?3103=000195&3922=0299&17=201225",
      "https://id.gs1.org/01/04012345678901/10/BATCH001/21/SN123456?17=251231&3103=000195",
      "https://a/01/12312312312333/22/TEST/10/ABC/21/XYZ", "https://id.gs1.org/01/70614141123451/21/2017",
      "http://example.org/01/00054123450013/10/ABC%26%2B123?3103=000189&3923=2172",
      "https://example.com/some/other/path/info/01/01234567890128/21/12345",
    ]
    for serial in 0..<40 {
      let body = String(952_012_345_000 + serial * 7_919).padding(toLength: 13, withPad: "0", startingAt: 0)
      let digits = Array(body.utf8)
      var sum = 0
      for (offset, byte) in digits.reversed().enumerated() {
        sum += Int(byte - 48) * (offset.isMultiple(of: 2) ? 3 : 1)
      }
      let gtin = body + String((10 - sum % 10) % 10)
      uris.append("https://id.gs1.org/01/\(gtin)/10/LOT\(serial)/21/SN\(serial * 31)?17=2612\(10 + serial % 18)")
    }
    return uris
  }
}
