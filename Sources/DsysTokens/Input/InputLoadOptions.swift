/// Settings that loading may need, whatever the format.
package struct InputLoadOptions {
    /// Which files a resolver document's `$ref`s may read.
    var referenceScope: ReferenceScope = .inputFolder
    /// What `$extends` may still copy, shared by every token tree the run parses.
    var extensionBudget = ExtensionBudget()
    /// Which token files or Tokens Studio sets make which modes (`dsys.json`'s `modeSources`).
    var modeSources = ModeSourceMap()
    /// Whether a problem confined to one token is an error (`--strict`): a token two plain files
    /// define stops the run instead of the later definition being used with a warning.
    var strict = false
    /// The contexts `--context` pins (`ContextSelection`): where combinations are reduced while
    /// planning (`ModeCombinations`), a pinned axis takes only its pinned contexts, so pins off the
    /// defaults on several axes still find their mode.
    var pins: [ContextChoice] = []
}
