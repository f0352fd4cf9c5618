import DsysCore
@testable import DsysGenerator
import Testing

@Suite struct NameCollisionDetectorTests {
    private let generator = SwiftNameGenerator()

    private func claim(_ dotted: String, line: Int) -> NameCollisionDetector.Claim {
        let path = TokenPath(dotted: dotted)
        return (generator.memberName([path.last]), dotted, SourceLocation(file: "tokens.json", line: line, column: 5))
    }

    @Test func reportsEverySourceOfASharedName() {
        let diagnostics = NameCollisionDetector.collisions(in: [
            claim("color.primary500", line: 7),
            claim("color.secondary", line: 3),
            claim("color.primary-500", line: 2),
        ])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(diagnostics.map(\.message) == Array(repeating:
            "'color.primary-500' and 'color.primary500' both become the Swift name 'primary500'", count: 2))
        #expect(diagnostics.map(\.tokenPath) == ["color.primary-500", "color.primary500"])
        #expect(diagnostics.map { $0.location?.line } == [2, 7])
        #expect(diagnostics.allSatisfy { $0.hint?.contains("name override") == true })
    }

    @Test func listsThreeSources() {
        let diagnostics = NameCollisionDetector.collisions(in: [
            claim("space.a_b", line: 1), claim("gap.aB", line: 2), claim("gap.a-b", line: 3), claim("gap.other", line: 4),
        ])
        #expect(diagnostics.count == 3)
        #expect(diagnostics.first?.message == "'gap.a-b', 'gap.aB' and 'space.a_b' all become the Swift name 'aB'")
    }

    @Test func samePathTwiceIsNotACollision() {
        let diagnostics = NameCollisionDetector.collisions(in: [claim("color.red", line: 9), claim("color.red", line: 4)])
        #expect(diagnostics.isEmpty)
    }

    @Test func distinctNamesDoNotCollide() {
        let diagnostics = NameCollisionDetector.collisions(in: [claim("size.sm", line: 1), claim("size.md", line: 2)])
        #expect(diagnostics.isEmpty)
    }

    /// The pre-pass the name checks use to spell out only the claims of names given twice.
    @Test func flagsEveryNameThatOccursMoreThanOnce() {
        #expect(NameCollisionDetector.isRepeated(["a", "b", "a", "c", "a", "b"]) == [true, true, true, false, true, true])
        #expect(NameCollisionDetector.isRepeated(["a", "b"]) == [false, false])
        #expect(NameCollisionDetector.isRepeated([String]()).isEmpty)
    }

    @Test func findsOutputPathsDifferingOnlyInCase() {
        let diagnostics = NameCollisionDetector.fileNameCollisions(in: [
            "Sources/Tokens/Colors.swift", "Sources/Tokens/colors.swift", "Sources/Tokens/Spacing.swift",
        ])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("'Sources/Tokens/Colors.swift' and 'Sources/Tokens/colors.swift'") == true)
        #expect(diagnostics.first?.location == nil)
    }

    @Test func findsAPathWrittenTwice() {
        let diagnostics = NameCollisionDetector.fileNameCollisions(in: ["A.swift", "B.swift", "A.swift"])
        #expect(diagnostics.map(\.message) == ["the output file 'A.swift' would be written 2 times"])
    }

    @Test func distinctPathsPass() {
        #expect(NameCollisionDetector.fileNameCollisions(in: ["A.swift", "B.swift", "Ab.swift"]).isEmpty)
    }
}
