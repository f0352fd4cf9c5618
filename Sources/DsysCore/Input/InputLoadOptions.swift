/// Settings that loading may need, whatever the format.
struct InputLoadOptions: Sendable {
    /// Which files a resolver document's `$ref`s may read.
    var referenceScope: ReferenceScope = .inputFolder
}
