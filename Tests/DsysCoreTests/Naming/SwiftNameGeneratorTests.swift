import DsysCore
import Testing

@Suite struct SwiftNameGeneratorTests {
    /// One row of the naming table: what a member and a type made from `segments` look like in code.
    struct NamingCase: Sendable, CustomTestStringConvertible {
        var segments: [String]
        var member: String
        var type: String

        var testDescription: String { segments.debugDescription }
    }

    static let table: [NamingCase] = [
        NamingCase(segments: ["action-primary"], member: "actionPrimary", type: "ActionPrimary"),
        NamingCase(segments: ["Action_Primary"], member: "actionPrimary", type: "ActionPrimary"),
        NamingCase(segments: ["HTTP_Proxy"], member: "httpProxy", type: "HTTPProxy"),
        NamingCase(segments: ["2xl"], member: "_2xl", type: "_2xl"),
        NamingCase(segments: ["100"], member: "_100", type: "_100"),
        NamingCase(segments: ["default"], member: "`default`", type: "Default"),
        NamingCase(segments: ["class"], member: "`class`", type: "Class"),
        NamingCase(segments: ["self"], member: "self_", type: "Self_"),
        NamingCase(segments: ["Type"], member: "type", type: "Type_"),
        NamingCase(segments: ["init"], member: "init_", type: "Init"),
        NamingCase(segments: ["Protocol"], member: "`protocol`", type: "Protocol_"),
        NamingCase(segments: ["any"], member: "any", type: "Any_"),
        NamingCase(segments: ["Swift"], member: "swift", type: "Swift_"),
        NamingCase(segments: ["SwiftUI"], member: "swiftUI", type: "SwiftUI_"),
        NamingCase(segments: ["café"], member: "café", type: "Café"),
        NamingCase(segments: ["naïve-name"], member: "naïveName", type: "NaïveName"),
        NamingCase(segments: ["日本語"], member: "日本語", type: "日本語"),
        NamingCase(segments: ["😀"], member: "u1f600", type: "U1f600"),
        NamingCase(segments: ["$$$"], member: "u24U24U24", type: "U24U24U24"),
        NamingCase(segments: [""], member: "unnamed", type: "Unnamed"),
        NamingCase(segments: [], member: "unnamed", type: "Unnamed"),
        NamingCase(segments: ["a.b/c d"], member: "aBCD", type: "ABCD"),
        NamingCase(segments: ["snake_case_name"], member: "snakeCaseName", type: "SnakeCaseName"),
        NamingCase(segments: ["ALLCAPS"], member: "allcaps", type: "Allcaps"),
        NamingCase(segments: ["p500"], member: "p500", type: "P500"),
        // A negative number keeps its sign, leading underscores stay: distinct paths stay distinct.
        NamingCase(segments: ["z-index", "-100"], member: "zIndexMinus100", type: "ZIndexMinus100"),
        NamingCase(segments: ["-100"], member: "minus100", type: "Minus100"),
        NamingCase(segments: ["-0.5"], member: "minus0_5", type: "Minus0_5"),
        // A sign before a word too (a negative size beside the positive one); CSS's `--` is no sign.
        NamingCase(segments: ["space", "-xl"], member: "spaceMinusXl", type: "SpaceMinusXl"),
        NamingCase(segments: ["--brand"], member: "brand", type: "Brand"),
        // A trailing plus (Esri Calcite's `sm+` beside `sm`) is a word too.
        NamingCase(segments: ["breakpoint", "sm+"], member: "breakpointSmPlus", type: "BreakpointSmPlus"),
        NamingCase(segments: ["+"], member: "u2b", type: "U2b"),
        // A number after a separator and a `-` is negative (Wahoo's `step--2` beside `step-2`).
        NamingCase(segments: ["step--2"], member: "stepMinus2", type: "StepMinus2"),
        NamingCase(segments: ["step-2"], member: "step2", type: "Step2"),
        NamingCase(segments: ["step_-2"], member: "stepMinus2", type: "StepMinus2"),
        NamingCase(segments: ["step--xl"], member: "stepXl", type: "StepXl"),
        // An apostrophe inside a word is no break (Hearst's `Harper's Bazaar` brand).
        NamingCase(segments: ["Harper's Bazaar"], member: "harpersBazaar", type: "HarpersBazaar"),
        NamingCase(segments: ["Women\u{2019}s Health"], member: "womensHealth", type: "WomensHealth"),
        NamingCase(segments: ["'quoted'"], member: "quoted", type: "Quoted"),
        NamingCase(segments: ["-"], member: "u2d", type: "U2d"),
        NamingCase(segments: ["space", "1_5x"], member: "space1_5x", type: "Space1_5x"),
        NamingCase(segments: ["space", "15x"], member: "space15x", type: "Space15x"),
        NamingCase(segments: ["size", "2", "100"], member: "size2_100", type: "Size2_100"),
        NamingCase(segments: ["_size", "4"], member: "_size4", type: "_Size4"),
        NamingCase(segments: ["color", "_muted"], member: "color_Muted", type: "Color_Muted"),
        NamingCase(segments: ["__private"], member: "__private", type: "__Private"),
        NamingCase(segments: ["h1"], member: "h1", type: "H1"),
        NamingCase(segments: ["color", "primary-500"], member: "colorPrimary500", type: "ColorPrimary500"),
        NamingCase(segments: ["iOS"], member: "iOS", type: "IOS"),
        // Words after the first that start with a digit or a capital keep it as it is.
        NamingCase(segments: ["palette", "100"], member: "palette100", type: "Palette100"),
        NamingCase(segments: ["size-2XL"], member: "size2XL", type: "Size2XL"),
    ]

    @Test(arguments: table)
    func namesFollowTheTable(_ row: NamingCase) {
        let generator = SwiftNameGenerator()
        #expect(generator.memberName(row.segments).rendered == row.member)
        #expect(generator.typeName(row.segments).rendered == row.type)
    }

    @Test func splitsWordsAtSeparatorsAndCaseBoundariesButNotDigits() {
        let generator = SwiftNameGenerator()
        #expect(generator.words(["HTTPProxy"]) == ["HTTP", "proxy"])
        #expect(generator.words(["primary500Dark"]) == ["primary500", "dark"])
        #expect(generator.words(["h1Title"]) == ["h1", "title"])
        #expect(generator.words(["size-2XL"]) == ["size", "2XL"])
        #expect(generator.words(["SIZE-2XL"]) == ["size", "2xl"])
        #expect(generator.words(["a+b", "c"]) == ["a", "b", "c"])
        #expect(generator.words(["a😀b"]) == ["a", "b"])
        #expect(generator.words(["日本語Name"]) == ["日本語", "name"])
    }

    @Test func keepsCombiningMarksOnlyAfterALetter() {
        let generator = SwiftNameGenerator()
        #expect(generator.words(["nai\u{308}ve"]) == ["nai\u{308}ve"])
        // A mark whose letter was dropped, and an invisible variation selector, are not words.
        #expect(generator.words(["❤\u{301}x"]) == ["x"])
        #expect(generator.words(["a\u{FE0F}"]) == ["a"])
    }

    @Test func spellsSymbolOnlySegmentsInHex() {
        let generator = SwiftNameGenerator()
        #expect(generator.words(["❤️"]) == ["u2764", "ufe0f"])
        #expect(generator.words(["ok", "+"]) == ["ok", "u2b"])
        #expect(generator.words([""]) == [])
    }

    @Test func addsPrefixWord() {
        let generator = SwiftNameGenerator()
        #expect(generator.memberName(["action-primary"], prefix: "ds").rendered == "dsActionPrimary")
        #expect(generator.typeName(["action-primary"], prefix: "ds").rendered == "DsActionPrimary")
        // A prefix before a number means no digit prefix is needed.
        #expect(generator.memberName(["100"], prefix: "ds").rendered == "ds100")
    }

    @Test func usesConfiguredDigitPrefix() {
        let generator = SwiftNameGenerator(digitPrefix: "shade")
        #expect(generator.memberName(["100"]).rendered == "shade100")
        #expect(generator.typeName(["100"]).rendered == "Shade100")
        // A prefix that is not itself an identifier falls back to `_`.
        #expect(SwiftNameGenerator(digitPrefix: "1-").memberName(["100"]).rendered == "_100")
    }

    @Test func keywordMembersKeepTheirNameAndAreBackticked() {
        let member = SwiftNameGenerator().memberName(["default"])
        #expect(member.name == "default")
        #expect(member.rendered == "`default`")
        #expect(member.description == "`default`")
    }

    @Test func assetNamesAreASCIILettersAndDigits() {
        let generator = SwiftNameGenerator()
        #expect(generator.assetName(["color", "action-primary"]) == "colorActionPrimary")
        #expect(generator.assetName(["café"]) == "cafU00E9")
        #expect(generator.assetName(["100"]) == "100")
        #expect(generator.assetName(["😀"]) == "u1f600")
        #expect(generator.assetName(["日本"]) == "U65E5U672C")
    }

    @Test func validatesIdentifierGrammar() {
        #expect(SwiftIdentifier.isValid("a"))
        #expect(SwiftIdentifier.isValid("_1"))
        #expect(SwiftIdentifier.isValid("a\u{301}"))
        #expect(SwiftIdentifier.isValid("日本"))
        #expect(SwiftIdentifier.isValid("default"))
        #expect(!SwiftIdentifier.isValid(""))
        #expect(!SwiftIdentifier.isValid("1a"))
        #expect(!SwiftIdentifier.isValid("a-b"))
        #expect(!SwiftIdentifier.isValid("a b"))
        #expect(!SwiftIdentifier.isValid("\u{301}a"))
        #expect(!SwiftIdentifier.isValid("$0"))
        #expect(!SwiftIdentifier.isValid("`a`"))
        #expect(!SwiftIdentifier.isValid("a\u{2190}"))
    }

    @Test func validatingInitializerRejectsUnusableNames() {
        #expect(SwiftIdentifier(validating: "brandBlue")?.rendered == "brandBlue")
        #expect(SwiftIdentifier(validating: "default")?.rendered == "`default`")
        for unusable in ["self", "Self", "init", "Type", "Protocol", "_", "__", "", "9a", "a.b"] {
            #expect(SwiftIdentifier(validating: unusable) == nil, "\(unusable)")
        }
    }

    @Test func everyGeneratedNameIsValidForRandomInput() {
        var random = SplitMix64(seed: 0x5EED)
        let alphabet = Array("aZ09_-. /$\"\\`'é\u{301}日😀\u{200D}\u{FE0F}\u{2028}\u{202E}\u{0}\n\tßǆİ٣") + ["\r\n"]
        let generators = [SwiftNameGenerator(), SwiftNameGenerator(digitPrefix: "n")]
        for _ in 0..<2_000 {
            let segments = (0..<Int(random.next() % 3 + 1)).map { _ in
                String((0..<Int(random.next() % 8)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            }
            for generator in generators {
                let member = generator.memberName(segments)
                let type = generator.typeName(segments)
                #expect(SwiftIdentifier.isValid(member.name), "\(segments)")
                #expect(SwiftIdentifier.isValid(type.name), "\(segments)")
                #expect(!SwiftKeywords.isUnfixableByBackticks(member.name))
                #expect(!SwiftKeywords.lexerKeywords.contains(type.name))
                #expect(!SwiftKeywords.moduleNames.contains(type.name))
                let asset = generator.assetName(segments)
                #expect(asset.unicodeScalars.allSatisfy { ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) })
            }
        }
    }

    @Test func ordersIdentifiersByName() {
        let generator = SwiftNameGenerator()
        let names = [["b"], ["a"], ["c"]].map { generator.memberName($0) }
        #expect(names.sorted().map(\.name) == ["a", "b", "c"])
    }
}
