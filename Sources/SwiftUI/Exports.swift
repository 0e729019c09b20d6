#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
// As on iOS, `import SwiftUI` also brings Foundation's, UIKit's and Combine's names.
@_exported import Combine
@_exported import Foundation
@_exported import UIKit
@_exported import Observation
#endif
