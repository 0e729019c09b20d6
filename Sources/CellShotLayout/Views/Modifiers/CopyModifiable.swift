/// A value whose modifiers each return a changed copy (`TextView`, `IconView`,
/// `AssetImageView`): one `with` for all of them.
package protocol CopyModifiable {}

extension CopyModifiable {
    /// A copy of this value with `change` applied (a consumed value, as in a chain of
    /// modifiers, is changed in place: no copy).
    package consuming func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
