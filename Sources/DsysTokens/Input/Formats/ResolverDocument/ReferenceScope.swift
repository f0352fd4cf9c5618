/// Which files a resolver document's `$ref` may read.
public enum ReferenceScope: Sendable {
    /// Files inside the folder that holds the resolver document (and its subfolders), also once
    /// symbolic links are followed: a token set cannot read `/etc/shadow` or `~/.ssh`.
    case inputFolder
    /// Any file (`--allow-ref-outside-input`), for token sets that share files with a sibling folder.
    case anywhere
}
