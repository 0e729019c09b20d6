/// A value whose modifiers each return a changed copy (`TextView`, `IconView`,
/// `AssetImageView`): one `with` for all of them.
package protocol CopyModifiable {}

extension CopyModifiable {
    /// A copy of this value with `change` applied.
    package func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
