import Foundation

/// Why an expense was refused.
public enum ExpenseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A field's value is not allowed: the field (`"amount"`, `"gst.cgst"`) and why.
  case invalidField(String, String)
  /// The attached receipt is not an image that may be attached.
  case invalidReceipt(String)
  /// No expense has the id.
  case notFound(String)

  /// What went wrong, for the user.
  public var description: String {
    switch self {
    case .invalidField(let field, let reason): "\(field): \(reason)"
    case .invalidReceipt(let reason): "receipt: \(reason)"
    case .notFound(let id): "No expense \(id)."
    }
  }
}
