/// What a format made of a folder it claimed.
package enum FolderLoad {
    /// A token system of its own, such as a Tokens Studio export.
    case tokenSystem(ResolutionPlan)
    /// Token files, claimed one by one together with the run's other files.
    case files([String])
}
