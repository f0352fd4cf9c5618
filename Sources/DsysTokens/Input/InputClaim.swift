/// A format's claim on a folder input: how strong, and the path the format will load (the folder
/// itself, or a document inside it).
package struct InputClaim: Sendable, Equatable {
    package var strength: ClaimStrength
    package var path: String
}
