import Foundation
import SharedCore
import Testing

@Suite struct JSONErrorEnvelopeMapperTests {
  private let mapper = JSONErrorEnvelopeMapper()

  private func map(_ status: Int, _ body: String, headers: HTTPHeaders = [:]) -> AppError {
    mapper.map(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)), decoder: JSONCoders.makeDecoder())
  }

  @Test func readsTheEnvelope() {
    let body = #"{"error":{"code":"PRODUCT_UNAVAILABLE","message":"Gone fishing","correlationId":"c-1"}}"#
    #expect(
      map(503, body) == .server(status: 503, code: "PRODUCT_UNAVAILABLE", message: "Gone fishing", correlationID: "c-1")
    )
  }

  @Test func fallsBackToTheCorrelationHeader() {
    let body = #"{"error":{"code":"X","message":"m"}}"#
    #expect(
      map(500, body, headers: ["x-correlation-id": "h-7"])
        == .server(status: 500, code: "X", message: "m", correlationID: "h-7"))
  }

  @Test func mapsStatusesWithoutAnEnvelope() {
    #expect(map(401, "") == .unauthorized)
    #expect(map(403, "<html>") == .forbidden)
    #expect(map(404, "{}") == .notFound)
    #expect(map(502, "Bad Gateway") == .server(status: 502, code: nil, message: nil, correlationID: nil))
  }

  @Test func parsesRetryAfterForRateLimits() {
    #expect(
      map(429, #"{"error":{"code":"RATE_LIMIT_EXCEEDED","message":"slow down"}}"#, headers: ["Retry-After": "12"])
        == .rateLimited(retryAfter: .seconds(12)))
  }

  @Test func detailsWithFieldsBecomeValidationErrors() {
    let body = #"""
      {"error":{"code":"VALIDATION_ERROR","message":"Invalid","details":[
        {"field":"gtin","message":"Check digit is wrong","code":"checkDigit"},{"message":"no field"}]}}
      """#
    #expect(map(422, body) == .validation([.init(field: "gtin", message: "Check digit is wrong", code: "checkDigit")]))
  }
}
