@testable import DsysCore
import Testing

/// The open folders along a path, here folders named by their paths in a made-up tree.
@Suite struct OpenFolderPathTests {
    private struct Missing: Error {}

    /// A tree that holds the folders `existing`, and a count of the opens tried.
    private final class Tree {
        let existing: Set<String>
        var opens: [String] = []
        init(_ existing: Set<String>) { self.existing = existing }

        func open(_ parent: String, _ name: String) throws -> String {
            let path = parent.isEmpty ? name : parent + "/" + name
            opens.append(path)
            guard existing.contains(path) else { throw Missing() }
            return path
        }
    }

    @Test func pathsShareTheFoldersOpenedBefore() throws {
        let tree = Tree(["a", "a/b", "a/c"])
        var open = OpenFolderPath(root: "")
        #expect(try open.parent(of: ["a", "b", "x.json"], open: tree.open) == "a/b")
        #expect(try open.parent(of: ["a", "b", "y.json"], open: tree.open) == "a/b")
        #expect(try open.parent(of: ["a", "c", "z.json"], open: tree.open) == "a/c")
        #expect(tree.opens == ["a", "a/b", "a/c"])
    }

    @Test func itKnowsWhetherThePreviousPathWentThroughAFileFolder() throws {
        let tree = Tree(["a", "a/b"])
        var open = OpenFolderPath(root: "")
        #expect(!open.holdsParent(of: ["a", "x.json"]))
        #expect(open.holdsParent(of: ["top.json"]))
        _ = try open.parent(of: ["a", "b", "x.json"], open: tree.open)
        #expect(open.holdsParent(of: ["a", "b", "y.json"]))
        #expect(open.holdsParent(of: ["a", "y.json"]))
        #expect(!open.holdsParent(of: ["a", "c", "y.json"]))
        #expect(!open.holdsParent(of: ["a", "b", "d", "y.json"]))
    }

    @Test func aMissingFolderIsTriedOnceForThePathsInsideIt() {
        let tree = Tree(["a"])
        var open = OpenFolderPath(root: "")
        #expect(open.parentIfPresent(of: ["a", "m", "one.json"], open: tree.open) == nil)
        #expect(open.parentIfPresent(of: ["a", "m", "two.json"], open: tree.open) == nil)
        #expect(open.parentIfPresent(of: ["a", "m", "deeper", "three.json"], open: tree.open) == nil)
        #expect(tree.opens == ["a", "a/m"])
        // A path beside the missing folder, or a file named like it, is looked up as usual.
        #expect(open.parentIfPresent(of: ["a", "m"], open: tree.open) == "a")
        #expect(open.parentIfPresent(of: ["a", "n", "four.json"], open: tree.open) == nil)
        #expect(open.parentIfPresent(of: ["a", "m", "five.json"], open: tree.open) == nil)
        #expect(tree.opens == ["a", "a/m", "a/n", "a/m"])
    }
}
