// Swift Testing declares a cross-import overlay for UIKit: a file importing both Testing and
// UIKit (as every SwiftUI snapshot test does, through SwiftUI) loads `_Testing_UIKit`.
// Apple ships it for iOS; on Linux this empty module stands in for it, so such a file compiles.
