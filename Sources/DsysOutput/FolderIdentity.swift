/// The device and inode numbers of a folder: the same for every path and descriptor that reaches
/// it, and different from any other folder's while both exist.
package struct FolderIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}
