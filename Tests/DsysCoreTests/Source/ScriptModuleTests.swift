@testable import DsysCore
@testable import DsysSource
@testable import DsysTokens
import Foundation
import Testing

/// Style Dictionary reads token files that are JavaScript modules; Ontario's design system keeps
/// its twelve token files so (`module.exports = { … };`), and dsys refused them with JSON errors
/// ("put text values in double quotes, as in "module""). A module that exports a plain object
/// literal is read as JSON5; one of code is an error with a hint, and, in a folder, no token file.
struct ScriptModuleTests {
    private static let module = """
    // Ontario colours
    'use strict';
    module.exports = {
    \tcolour: {
    \t\twhite: { value: '#FFFFFF' },
    \t\tblack: { value: "#1A1A1A", comment: 'text' },
    \t},
    };
    """

    @Test func theExportedLiteralIsReadWithItsPositionsInTheFile() throws {
        #expect(SourceFileReader.syntax(forPath: "tokens/global.js") == .javaScriptModule)
        #expect(SourceFileReader.syntax(forPath: "tokens/global.MJS") == .javaScriptModule)
        let outcome = SourceReaderTestSupport.read(bytes: Array(Self.module.utf8), .javaScriptModule, path: "global.js")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let white = try #require(outcome.root?["colour"]?["white"]?["value"])
        #expect(white.string == "#FFFFFF")
        #expect((white.line, white.column) == (5, 19))
        let esModule = SourceReaderTestSupport.read("export default { a: { value: 1 } }\n", .javaScriptModule)
        #expect(esModule.root?["a"]?["value"]?.number == 1)
    }

    @Test func aModuleOfCodeIsAnErrorThatSaysDsysRunsNone() {
        let code = SourceReaderTestSupport.read(bytes: Array("module.exports = {\n  red: { value: palette.red },\n};\n".utf8), .javaScriptModule,
                                                path: "c.js")
        #expect(code.errorPositions == ["2:17"])
        #expect(code.errors.first?.hint == ScriptModuleObject.codeHint)
        let none = SourceReaderTestSupport.read(bytes: Array("import x from 'y'\nconst tokens = {}\n".utf8), .javaScriptModule, path: "d.js")
        #expect(none.errors.map(\.message) == ["'d.js' exports no object literal dsys can read: it reads 'module.exports = { … }', "
            + "'export default { … }' or one 'export const name = { … }' that follows only imports and constants of object literals "
            + "(code before it, such as a helper function, is not run)"])
    }

    /// DuckDuckGo's Style Dictionary 4 tokens are TypeScript modules that import a type and export a
    /// typed constant: "unexpected word 'import'". The constant's literal is read, with the import, the
    /// annotation and `as const` blanked; a constant the module does not export is still none.
    @Test func aTypeScriptModuleExportingATypedConstantIsRead() throws {
        #expect(SourceFileReader.syntax(forPath: "tokens/semantic.ts") == .javaScriptModule)
        let typed = SourceReaderTestSupport.read(bytes: Array("""
            import { DesignToken } from 'style-dictionary/types';

            const semanticColors: DesignToken = {
                $type: 'color',
                background: { $value: '#FFFFFF' },
            } as const;

            export default semanticColors;
            """.utf8), .javaScriptModule, path: "semantic.ts")
        #expect(typed.errors.isEmpty, "\(typed.errors)")
        let white = try #require(typed.root?["background"]?["$value"])
        #expect(white.string == "#FFFFFF" && (white.line, white.column) == (5, 27))
        let unexported = SourceReaderTestSupport.read(bytes: Array("const other = { a: { value: 1 } };\nexport default semanticColors;\n".utf8),
                                                      .javaScriptModule, path: "e.ts")
        #expect(unexported.root == nil && unexported.errors.count == 1)
    }

    /// SBB's Lyne tokens are TypeScript modules that each export one named constant, `export const
    /// color: DesignTokens = { … }`: dsys said they export "no object literal", though it read the same
    /// literal as `export default`. A module's only exported constant is read as its default; with
    /// several and no `export default name`, an error names them and says how to pick one.
    @Test func aModulesOnlyExportedConstantIsReadAndSeveralAreAnErrorNamingThem() throws {
        let single = SourceReaderTestSupport.read(bytes: Array("""
            import type { DesignTokens } from '../types';

            export const border: DesignTokens = {
              width: { thin: { value: '1px', type: 'dimension' } },
            } as const;
            """.utf8), .javaScriptModule, path: "border.ts")
        #expect(single.errors.isEmpty, "\(single.errors)")
        let thin = try #require(single.root?["width"]?["thin"]?["value"])
        #expect(thin.string == "1px" && (thin.line, thin.column) == (4, 27))

        let several = """
            // SBB tokens
            export const color = { red: { value: '#eb0000' } };
            export const size = {
              gap: { value: '8px' }, // the '}' in this comment and "}" in this string are no brace
              note: { value: "}" },
            };
            """
        let ambiguous = SourceReaderTestSupport.read(bytes: Array(several.utf8), .javaScriptModule, path: "tokens.ts")
        #expect(ambiguous.root == nil)
        #expect(ambiguous.errors.map(\.message) == ["'tokens.ts' exports the constants 'color' and 'size' and no default, so dsys "
            + "cannot tell which holds the tokens: it reads one object literal per module"])
        #expect(ambiguous.errorPositions == ["2:1"])
        #expect(ambiguous.errors.first?.hint == "add 'export default color' (naming the constant that holds the tokens), or give "
            + "each constant a module of its own")

        let chosen = SourceReaderTestSupport.read(bytes: Array((several + "\nexport default size;\n").utf8), .javaScriptModule,
                                                  path: "t.ts")
        #expect(chosen.errors.isEmpty, "\(chosen.errors)")
        #expect(chosen.root?.members?.map(\.key) == ["gap", "note"])
        #expect(chosen.root?["gap"]?["value"]?.line == 4)

        let otherDefault = SourceReaderTestSupport.read(bytes: Array("export const a = { x: { value: 1 } };\nexport default theme;\n".utf8),
                                                        .javaScriptModule, path: "o.ts")
        #expect(otherDefault.root == nil && otherDefault.errors.count == 1, "a module whose default is another object exports that")
    }

    @Test func aFolderReadsItsPlainModulesAndLeavesOtherScriptsAlone() throws {
        let folder = try TemporaryFolder([
            "tokens/colour.js": Self.module,
            "tokens/spacing.json": #"{ "space": { "sm": { "value": "4px" } } }"#,
            "tokens/spectrum.js": "import colors from 'open-color'\nexport default { gray: colors.gray }\n",
            "tokens/colour.test.js": "module.exports = { test: { value: 1 } }\n",
            "tokens/spacing.js": "module.exports = { spacing: { 0: { value: '0' }, 0.5: { value: '2px' } } };\n",
            "tokens/theme.js": "module.exports = {\n  accent: { value: palette.blue },\n};\n",
            "tokens/brand.ts": "export const color = { red: { value: '#eb0000' } };\nexport const size = { gap: { value: '8px' } };\n",
            // Style Dictionary transforms beside the tokens (Brave Leo's): code, no token file, no warning.
            "tokens/transforms/name.js": "export default {\n  type: 'name',\n  matcher: function (token) { return token.type === 'color' },\n}\n",
            "tokens/transforms/size.js": "module.exports = { type: 'value', transformer: (token) => `${token.value}px` /* '=>' */ }\n",
            // Tokens with a computed value among them are tokens dsys cannot read: warned, not passed over.
            "tokens/computed.js": "module.exports = {\n  gap: { value: (base) => base * 4 },\n};\n",
        ])
        let (tokens, diagnostics) = InputTestSupport.load([folder.file("tokens")])
        #expect(!diagnostics.hasErrors, "\(diagnostics.errors)")
        let paths = try #require(tokens).defaultTokens.tokens.map(\.path.description).sorted()
        #expect(paths == ["colour.black", "colour.white", "space.sm", "spacing.0", "spacing.0.5"], "JavaScript's number keys are keys")
        let warning = try #require(diagnostics.warnings.first { $0.message.contains("theme.js") }, "\(diagnostics.warnings)")
        #expect(warning.message.hasSuffix("; its tokens are not read") && warning.location?.line == 2, "a module of code is no silent loss")
        let several = try #require(diagnostics.warnings.first { $0.message.contains("brand.ts") }, "\(diagnostics.warnings)")
        #expect(several.message.contains("exports the constants 'color' and 'size' and no default"), "nor is one of several constants")
        #expect(!diagnostics.all.contains { $0.message.contains("transforms") }, "\(diagnostics.all)")
        #expect(diagnostics.warnings.contains { $0.message.contains("computed.js") && $0.message.hasSuffix("; its tokens are not read") },
                "\(diagnostics.warnings)")
    }

    /// A function's word or arrow inside a string or a comment is text, not code; an object that
    /// names token values is tokens, whatever code it holds.
    @Test func onlyFunctionsOutsideStringsAndCommentsAndBesideNoTokenValueMakeAModuleCode() {
        #expect(ScriptModuleObject.isBuildCode(Array("{ a: function () {} }".utf8)))
        #expect(ScriptModuleObject.isBuildCode(Array("{ a: (x) => x }".utf8)))
        #expect(ScriptModuleObject.isBuildCode(Array("{ matcher(token) /* a method */ { return true } }".utf8)))
        #expect(ScriptModuleObject.isBuildCode(Array("{ transformer: (token) => token.value, type: 'value' }".utf8)))
        #expect(!ScriptModuleObject.isBuildCode(Array("{ a: 'a => b function', b: \"x) {\" /* function => */ }".utf8)))
        #expect(!ScriptModuleObject.isBuildCode(Array("{ a: { value: 'a => b function' } /* function => */ }".utf8)))
        #expect(!ScriptModuleObject.isBuildCode(Array("{ functional: { value: 1 }, gte: { value: '>=' } }".utf8)))
        #expect(!ScriptModuleObject.isBuildCode(Array("{ gap: { value: (x) => x * 4 } }".utf8)))
        #expect(!ScriptModuleObject.isBuildCode(Array("{ gap: { \"$value\": function () { return 4 } } }".utf8)))
    }

    /// Style Dictionary's `node-modules-as-config-and-properties` example composes its tokens:
    /// `tokens/size/index.js` exports `{ font, padding }`, each imported from a module of plain
    /// literals (`{ 1: { value: 0.75 }, base: … }`). Read at the top level, `font.js` and
    /// `padding.js` made tokens `1` and `base`, one file's over the other's. Imported parts are not
    /// read, and a warning names them with the module that composes them; a module that no other
    /// imports is read as before.
    @Test func modulesAnotherModuleImportsAreNotReadAtTheTopLevel() throws {
        let folder = try TemporaryFolder([
            "tokens/index.js": "import size from './size/index.js';\nexport default { size };\n",
            "tokens/size/index.js": "import font from './font.js';\nconst padding = require('./padding');\nexport default { font, padding };\n",
            "tokens/size/font.js": "export default { 1: { value: 0.75 }, base: { value: '{size.font.1}' } };\n",
            "tokens/size/padding.js": "module.exports = { 1: { value: 0.5 } };\n",
            "tokens/colour.js": "module.exports = { colour: { black: { value: '#000000' } } };\n",
        ])
        let (tokens, diagnostics) = InputTestSupport.load([folder.file("tokens")])
        let paths = try #require(tokens).defaultTokens.tokens.map(\.path.description)
        #expect(paths == ["colour.black"], "\(paths)")
        let warning = try #require(diagnostics.warnings.first { $0.message.contains("composes the modules") }, "\(diagnostics.warnings)")
        #expect(warning.message.hasPrefix("'\(folder.file("tokens/size/index.js"))' composes the modules '\(folder.file("tokens/size/font.js"))', "
            + "'\(folder.file("tokens/size/padding.js"))' by importing them"), "\(warning.message)")
        let composedOnly = try TemporaryFolder([
            "tokens/index.js": "import font from './font.js';\nexport default { font };\n",
            "tokens/font.js": "export default { 1: { value: 0.75 } };\n",
        ])
        let (_, composedDiagnostics) = InputTestSupport.load([composedOnly.file("tokens")])
        #expect(composedDiagnostics.errors.map(\.message).contains { $0.hasSuffix("holds no token files dsys reads: its JavaScript token "
            + "modules are composed by imports (see the warning above), which dsys does not follow") }, "\(composedDiagnostics.errors)")
        #expect(ScriptModuleImports.specifiers(in: "import a from \"./a\"; import b from 'pkg'; const c = require( '../c.js' )") == ["./a", "../c.js"])
    }
}
