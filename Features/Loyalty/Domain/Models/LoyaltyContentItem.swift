import Foundation
import SharedCore

/// A merchant category or an article: the platform's simple content records.
public struct LoyaltyContentItem: Sendable, Hashable, Codable, Identifiable {
  /// The identity.
  public var uuid: String
  /// The display name or title.
  public var title: String
  /// The category (articles) or admin name (merchant categories).
  public var category: String
  /// The body text (articles).
  public var body: String
  /// The image.
  public var imageURL: URL?

  /// The identity: ``uuid``.
  public var id: String { uuid }

  /// Reads an article (`title`, `category`, `body`, `img`) or category (`name`, `admin_name`, `image`).
  public init(platform value: JSONValue, path: String = "content") throws(WarplyError) {
    let object = try LoyaltyJSONObject(value, path: path)
    uuid = try object.required("uuid")
    title = object.string("title") ?? object.string("name") ?? ""
    category = object.string("category") ?? object.string("admin_name") ?? ""
    body = object.string("body") ?? ""
    imageURL = object.url("img") ?? object.url("image")
  }
}
