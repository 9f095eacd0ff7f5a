/// Where an image sits across its box when it is narrower than the box.
package enum PDFImageAlignment: Sendable {
  case left
  case center
  case right
}
