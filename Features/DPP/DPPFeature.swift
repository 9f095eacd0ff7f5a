import SharedCore

/// GS1 Digital Link, EPCIS 2.0 lifecycle events and product passports (seed 000).
public enum DPPFeature {
  /// The module's name as registered in the container.
  public static let name = "DPP"
}
