import Foundation

/// Builds request URLs with `URLComponents`, percent-encoding each path segment and query value.
enum URLBuilder {
  /// Characters allowed unescaped in one path segment: RFC 3986 `pchar` without `/`.
  private static let segmentAllowed: CharacterSet = {
    var set = CharacterSet.urlPathAllowed
    set.remove(charactersIn: "/;")
    return set
  }()

  /// Characters allowed unescaped in a query name or value: `urlQueryAllowed` minus `&=+#`,
  /// because servers read `+` as a space and `&`/`=` as separators.
  private static let queryAllowed: CharacterSet = {
    var set = CharacterSet.urlQueryAllowed
    set.remove(charactersIn: "&=+#")
    return set
  }()

  /// Appends `segments` to `baseURL`'s path and sets `queryItems`.
  /// - Throws: ``AppError/validation(_:)`` for a base URL that cannot be decomposed, an empty
  ///   segment (an empty id would address another resource: `users/` + `""` is `users`), or a
  ///   `.`/`..` segment (path traversal: servers resolve them even when percent-encoded).
  static func url(baseURL: URL, path segments: [String], queryItems: [URLQueryItem]) throws -> URL {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      throw AppError.validation([.init(field: "baseURL", message: "Not a valid URL: \(baseURL)")])
    }
    var path = components.percentEncodedPath
    while path.hasSuffix("/") { path.removeLast() }
    for (index, segment) in segments.enumerated() {
      guard !segment.isEmpty else {
        let parent = "/" + segments.prefix(index).joined(separator: "/")
        throw AppError.validation([
          .init(
            field: "path[\(index)]", message: "The path parameter after \(parent) is empty",
            code: "EMPTY_PATH_PARAMETER")
        ])
      }
      guard segment != ".", segment != ".." else {
        throw AppError.validation([.init(field: "path", message: "Dot segments are not allowed: \"\(segment)\"")])
      }
      path += "/" + encode(segment, allowed: segmentAllowed)
    }
    components.percentEncodedPath = path.isEmpty ? "/" : path
    if !queryItems.isEmpty {
      components.percentEncodedQuery = queryItems.map { item in
        let name = encode(item.name, allowed: queryAllowed)
        guard let value = item.value else { return name }
        return name + "=" + encode(value, allowed: queryAllowed)
      }.joined(separator: "&")
    }
    guard let url = components.url else {
      throw AppError.validation([.init(field: "path", message: "Could not build a URL from \(segments)")])
    }
    return url
  }

  private static func encode(_ text: String, allowed: CharacterSet) -> String {
    text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
