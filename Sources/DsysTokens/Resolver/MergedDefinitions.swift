import DsysSource

/// The winning token definitions of one mode, by the alias resolver's merged index: what a node
/// copied from another token's value (`SourceNode.copiedFrom`) is traced back to, so a problem in
/// it is placed in the file that holds it and told as that token's.
struct MergedDefinitions {
    let layers: [TokenLayer]
    let origins: [AliasResolver.TokenOrigin]

    /// The path of merged token `index`.
    func path(of index: Int) -> TokenPath {
        layers[origins[index]].path
    }

    /// The value of merged token `index` as its definition writes it, references and all.
    func writtenValue(of index: Int) -> SourceNode {
        layers[origins[index]].value
    }

    /// The file that defines merged token `index`.
    func file(of index: Int) -> String {
        layers[origins[index]].file
    }
}
