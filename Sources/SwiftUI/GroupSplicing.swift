#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

// Views that stand for several views: inside a stack, a modifier that changes the environment
// (`.font`, `.foregroundStyle`, `.italic()`…) on one of them reaches each of its views, and the
// stack lays them out as its own children.
extension Group: GroupingView {}
extension TupleView: GroupingView {}
extension ForEach: GroupingView {}
#endif
