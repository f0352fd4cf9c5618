@testable import DsysCore
@testable import DsysGenerator
@testable import DsysOutput
@testable import DsysSource
@testable import DsysTokens
import Testing

/// `SwiftRenderer` on small declarations: every expected text is written out in full, so a change
/// in layout, escaping or indentation fails here before it reaches the reference outputs.
@Suite struct SwiftRendererTests {
    private func identifier(_ name: String) throws -> SwiftName {
        SwiftName(try #require(SwiftIdentifier(validating: name)))
    }

    @Test func keywordNamesAreBacktickedWhereverTheyAreDeclared() throws {
        let keyword = try identifier("default")
        let function = SwiftFunction(access: .public, isStatic: true, kind: .function(try identifier("func")),
                                     parameters: [SwiftParameter(.label(try identifier("in")), try identifier("class"), "Int")],
                                     returnType: "Int", body: [.code("`class`")])
        let declaration = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .enum, name: try identifier("enum"), members: [
            .enumCase(keyword),
            .property(SwiftProperty(isStatic: true, binding: .let, name: try identifier("self_"), value: .initial("1"))),
            .function(function),
        ]))
        #expect(SwiftRenderer.render([declaration]) == #"""
            public enum `enum` {
                case `default`

                static let self_ = 1

                public static func `func`(`in` `class`: Int) -> Int {
                    `class`
                }
            }
            """#)
    }

    /// Members made as they are written read as the same members listed, and a type whose made
    /// members all leave themselves out is empty.
    @Test func madeMembersReadAsListedMembers() throws {
        let names: [SwiftName?] = ["first", nil, "second"]
        let listed = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .enum, name: "Listed", members: [
            .enumCase("zero"), .enumCase("first"), .enumCase("second"), .enumCase("last"),
        ]))
        let made = MadeWhenWritten<SwiftDeclaration?>(count: names.count) { index in
            names[index].map { .enumCase($0) }
        }
        let madeType = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .enum, name: "Listed", members: [
            .enumCase("zero"), SwiftDeclaration(.made(made)), .enumCase("last"),
        ]))
        #expect(SwiftRenderer.render([madeType]) == SwiftRenderer.render([listed]))
        let nothing = MadeWhenWritten<SwiftDeclaration?>(count: 2) { _ in nil }
        let empty = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .enum, name: "Empty", members: [SwiftDeclaration(.made(nothing))]))
        #expect(SwiftRenderer.render([empty]) == "public enum Empty {}")
    }

    /// Lines made as they are written read as the same statements listed, at the same depth; a
    /// body of made lines with none to make is empty.
    @Test func madeLinesReadAsListedStatements() {
        let groups = [["a()", "b()"], [], ["c()"]]
        let made = MadeWhenWritten(count: groups.count) { groups[$0] }
        let madeFunction = SwiftDeclaration.function(SwiftFunction(kind: .function("run"), body: [.code("start()"), .made(made)]))
        #expect(SwiftRenderer.render([madeFunction]) == """
            func run() {
                start()
                a()
                b()
                c()
            }
            """)
        let empty = SwiftDeclaration.function(SwiftFunction(kind: .function("run"), body: [.made(MadeWhenWritten<[String]>(count: 0) { _ in [] })]))
        #expect(SwiftRenderer.render([empty]) == "func run() {}")
    }

    /// A switch whose cases are made as they are written reads as the same switch listed: one-line
    /// cases after their pattern, others on the lines below.
    @Test func madeSwitchCasesReadAsListedCases() {
        let cases = [SwiftSwitchCase(enumCase: "sm", [.code("return 1")]),
                     SwiftSwitchCase(enumCase: "md", [.modifierChain("content", modifiers: [".shadow(radius: 2)"])])]
        func function(_ body: SwiftStatement) -> SwiftDeclaration {
            .function(SwiftFunction(kind: .function("body"), body: [body]))
        }
        let made = SwiftRenderer.render([function(.switchOverMade("size", cases: MadeWhenWritten(count: cases.count) { cases[$0] }))])
        #expect(made == SwiftRenderer.render([function(.switchOver("size", cases: cases))]))
        #expect(made == """
            func body() {
                switch size {
                case .sm: return 1
                case .md:
                    content
                        .shadow(radius: 2)
                }
            }
            """)
    }

    @Test func rawValuesThrowingFunctionsComposedNamesAndMemberwiseDefaults() throws {
        let keyword = try identifier("class")
        let memberwise = SwiftDeclaration.memberwise([("duration", "Double"), ("damping", "Double?")], defaults: ["damping": "nil"])
        let declaration = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .enum, name: "Size", members: [
            .run([.enumCase(keyword, rawValue: SwiftLiteral.string("class")), .enumCase("small")]),
            .function(SwiftFunction(kind: .function(SwiftName(prefix: "test", keyword, suffix: "Is")), isThrowing: true, body: [.code("try run()")])),
            .property(SwiftProperty(binding: .let, name: SwiftName(prefix: "_", keyword), value: .initial("0"))),
            .run(memberwise.properties),
            memberwise.initializer,
        ]))
        #expect(SwiftRenderer.render([declaration]) == #"""
            public enum Size {
                case `class` = "class"
                case small

                func testclassIs() throws {
                    try run()
                }

                let _class = 0

                public let duration: Double
                public let damping: Double?

                public init(duration: Double, damping: Double? = nil) {
                    self.duration = duration
                    self.damping = damping
                }
            }
            """#)
    }

    @Test func classesOneLinersDefaultCasesAndArrayLiterals() {
        let shortcut = SwiftFunction(access: .public, kind: .function("setLight"), body: [.code("set(.light)")], isOneLiner: true)
        let scheme = SwiftFunction(kind: .function("scheme"), returnType: "Int", body: [.switchOver("self", cases: [
            SwiftSwitchCase(enumCase: "light", [.code("return 1")]),
            .otherwise([.code("let value = 2"), .code("return value")]),
        ])])
        let declaration = SwiftDeclaration.type(SwiftTypeDeclaration(access: .public, kind: .finalClass, name: "Manager", members: [
            .property(SwiftProperty(access: .publicPrivateSet, wrapper: "@Published", binding: .var, name: "names", type: "[String]",
                                    value: .arrayLiteral(["\"a\"", "\"b\""]))),
            .function(shortcut),
            .function(scheme),
        ])).attributed(.mainActor)
        #expect(SwiftRenderer.render([declaration]) == #"""
            @MainActor
            public final class Manager {
                @Published public private(set) var names: [String] = [
                    "a",
                    "b",
                ]

                public func setLight() { set(.light) }

                func scheme() -> Int {
                    switch self {
                    case .light: return 1
                    default:
                        let value = 2
                        return value
                    }
                }
            }
            """#)
    }

    @Test func aSuffixMakesAKeywordAnOrdinaryName() throws {
        let keyword = try #require(SwiftIdentifier(validating: "default"))
        #expect(SwiftName(keyword, suffix: "ButtonStyle").rendered == "defaultButtonStyle")
        #expect(SwiftName(keyword).rendered == "`default`")
    }

    @Test func deprecationStringsAreEscapedLiterals() {
        let attribute = SwiftAttribute.deprecated(renamed: #"new"Name\"#, message: "line\nbreak \u{202E}gnp.exe \\(boom) \"#")
        #expect(SwiftRenderer.text(of: attribute)
                == ##"@available(*, deprecated, renamed: "new\"Name\\", message: "line\nbreak \u{202E}gnp.exe \\(boom) \"#")"##)
        #expect(SwiftRenderer.text(of: .deprecated()) == "@available(*, deprecated)")
        #expect(SwiftRenderer.text(of: .deprecated(message: "")) == #"@available(*, deprecated, message: "")"#)
    }

    @Test func availabilityListsPlatformsThenTheWildcard() {
        let declaration = SwiftDeclaration.property(SwiftProperty(isStatic: true, binding: .var, name: "spring", type: "Animation",
                                                                  value: .inlineGetter(".spring")))
            .attributed(.available([("iOS", "17.0"), ("macOS", "14.0")]))
            .attributed(.deprecated(message: "Use bounce."))
        #expect(SwiftRenderer.render([declaration]) == #"""
            @available(iOS 17.0, macOS 14.0, *)
            @available(*, deprecated, message: "Use bounce.")
            static var spring: Animation { .spring }
            """#)
    }

    @Test func documentationFromHostileTextStaysInsideLineComments() {
        let hostile = "Ends here */ then\n/// fake doc\r\n# Heading with `code`\u{2028}#error(\"out\")\u{202E}"
        let declaration = SwiftDeclaration.type(SwiftTypeDeclaration(kind: .extension, name: "Tokens", members: [
            SwiftDeclaration.enumCase("primary").documented(hostile, "Second paragraph."),
        ])).documented("The namespace.")
        #expect(SwiftRenderer.render([declaration]) == #"""
            /// The namespace.
            extension Tokens {
                /// Ends here */ then
                /// /// fake doc
                /// # Heading with `code`
                /// #error("out")�
                /// Second paragraph.
                case primary
            }
            """#)
    }

    @Test func nestedDeclarationsAndStatementsIndentByFourSpacesPerLevel() {
        let body: [SwiftStatement] = [
            .switchOver("self", cases: [
                SwiftSwitchCase(enumCase: "small", [.code("return 2")]),
                SwiftSwitchCase(enumCase: "large", [
                    .braces([("if isDark", [.code("return 8")]), ("else", [.modifierChain("base", modifiers: [".scaled(2)", ".rounded()"])])]),
                ]),
            ]),
        ]
        let inner = SwiftTypeDeclaration(access: .public, kind: .enum, name: "Size", conformances: ["CaseIterable", "Sendable"], members: [
            .run([.enumCase("small"), .enumCase("large")]),
            .property(SwiftProperty(access: .public, binding: .var, name: "points", type: "Double", value: .getter(body))),
        ])
        let outer = SwiftTypeDeclaration(access: .public, kind: .extension, name: "Tokens.Spacing", whereClause: "Self: Sendable",
                                         members: [.type(inner), .type(SwiftTypeDeclaration(kind: .struct, name: "Empty", members: []))])
        #expect(SwiftRenderer.render([.type(outer)]) == #"""
            public extension Tokens.Spacing where Self: Sendable {
                public enum Size: CaseIterable, Sendable {
                    case small
                    case large

                    public var points: Double {
                        switch self {
                        case .small: return 2
                        case .large:
                            if isDark {
                                return 8
                            } else {
                                base
                                    .scaled(2)
                                    .rounded()
                            }
                        }
                    }
                }

                struct Empty {}
            }
            """#)
    }

    @Test func conditionalCompilationKeepsItsContentsAtItsOwnDepth() {
        let function = SwiftFunction(kind: .initializer(failable: true), parameters: [SwiftParameter(.none, "value", "Int")], body: [
            .conditionalCompilation(SwiftConditionalCompilation(
                condition: "canImport(UIKit) && !os(watchOS)",
                then: [.enclosed(open: "self.init(UIColor { traits in", body: [.code("traits.color")], close: "})")],
                otherwise: [.code("return nil")]
            )),
        ])
        let declarations: [SwiftDeclaration] = [
            SwiftDeclaration(.conditionalCompilation(SwiftConditionalCompilation(condition: "os(iOS)", then: [
                .type(SwiftTypeDeclaration(kind: .extension, name: "Color", members: [.function(function)])),
                .enumCase("second"),
            ]))),
        ]
        #expect(SwiftRenderer.render(declarations) == #"""
            #if os(iOS)
            extension Color {
                init?(_ value: Int) {
                    #if canImport(UIKit) && !os(watchOS)
                    self.init(UIColor { traits in
                        traits.color
                    })
                    #else
                    return nil
                    #endif
                }
            }

            case second
            #endif
            """#)
    }

    @Test func functionsAndParametersAreWrittenInDeclarationOrder() {
        let function = SwiftFunction(
            access: .public, kind: .function("motion"), genericParameters: "Value: Equatable",
            parameters: [SwiftParameter(.none, "animation", "Animation"), SwiftParameter(.name, "value", "Value", default: ".zero"),
                         SwiftParameter(.name, "content", "() -> Content", attribute: "@ViewBuilder")],
            returnType: "some View", body: []
        )
        let declarations: [SwiftDeclaration] = [
            .function(function),
            SwiftDeclaration(.macro("#Preview(\"Styles\")", body: [.code("Text(\"Hi\")")])),
            .property(SwiftProperty(access: .private, wrapper: "@ScaledMetric", binding: .var, name: "size", type: "CGFloat")),
        ]
        #expect(SwiftRenderer.render(declarations) == #"""
            public func motion<Value: Equatable>(_ animation: Animation, value: Value = .zero, @ViewBuilder content: () -> Content) -> some View {}

            #Preview("Styles") {
                Text("Hi")
            }

            @ScaledMetric private var size: CGFloat
            """#)
    }
}

/// Declarations built from hostile text, rendered and compiled with swiftc: names, string values,
/// documentation and deprecation messages from input cannot break the generated code.
@Suite struct SwiftRendererCompilationTests {
    @Test func hostileTextRendersToCodeThatCompilesAndKeepsItsValues() throws {
        let generator = SwiftNameGenerator()
        var namespaces: [SwiftDeclaration] = []
        var mainBody: [SwiftStatement] = []
        var expected: [String] = []
        for (index, text) in HostileInputCompilationTests.hostileStrings.enumerated() {
            let type = SwiftName(generator.typeName([text]))
            let member = SwiftName(generator.memberName([text]))
            let deprecated = SwiftFunction(isStatic: true, kind: .function("old"), body: [])
            namespaces.append(.type(SwiftTypeDeclaration(kind: .enum, name: SwiftName(configured: "N\(index)"), members: [
                SwiftDeclaration.property(SwiftProperty(isStatic: true, binding: .let, name: "value", type: "String",
                                                        value: .initial(SwiftLiteral.string(text))))
                    .documented(text + HostileInputCompilationTests.commentBreakout, text),
                .type(SwiftTypeDeclaration(kind: .enum, name: type, members: [
                    SwiftDeclaration.enumCase(member).documented(text + HostileInputCompilationTests.commentBreakout),
                ])),
                SwiftDeclaration.function(deprecated).attributed(.deprecated(message: text)).documented(text),
            ])))
            mainBody.append(.code("print(scalars(N\(index).value), (.\(member) as N\(index).\(type)) == .\(member))"))
            expected.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + " true")
        }
        let main = SwiftTypeDeclaration(kind: .struct, name: "Main", members: [
            .function(SwiftFunction(isStatic: true, kind: .function("main"), body: mainBody)),
            .function(SwiftFunction(isStatic: true, kind: .function("scalars"), parameters: [SwiftParameter(.none, "text", "String")],
                                    returnType: "String",
                                    body: [.code(#"text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")"#)])),
        ])
        let source = SwiftRenderer.render(namespaces) + "\n\n@main\n" + SwiftRenderer.render([.type(main)]) + "\n"
        let output = try HostileInputCompilationTests.compileAndRun(source)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.dropLast() == expected[...], "program printed:\n\(output)")
    }
}
