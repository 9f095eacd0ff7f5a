import DPPFeature
import SharedCore
import SharedPlatform

print("shared-cli \(SharedPlatform.version): modules [\(DPPModule().name)]")
