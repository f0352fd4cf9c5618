/// A format's claim on a folder input: how strong, and the path the format will load (the folder
/// itself, or a document inside it).
struct InputClaim: Sendable, Equatable {
    var strength: ClaimStrength
    var path: String
}
