/// A negative control written against a generated module: a usage file that must not compile
/// together with the module's own sources and usage.
struct RejectedUsage: Sendable, CustomStringConvertible {
    let module: GeneratedModule
    let control: NegativeControl

    var description: String { "\(module.name)/\(control)" }
}
