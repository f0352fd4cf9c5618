import DsysCore
import Foundation
import Testing

/// The `dsys` executable as a user runs it: exit codes, messages, and what it writes.
@Suite struct CommandLineTests {
    private func scratch() throws -> URL { try ScratchDirectory.make("dsys-cli-") }

    @Test func generateWithoutArgumentsWritesTheStarterAndIsStable() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try DsysProcess.run(["generate"], in: folder)
        #expect(first.status == 0, Comment(rawValue: first.standardError))
        #expect(first.standardOutput.contains("from the built-in starter design system into DesignSystem/"))
        let expected = ReferenceCase.repositoryRoot.appendingPathComponent("Examples/Starter/DesignSystem")
        #expect(FolderComparison.differences(expected: expected, actual: folder.appendingPathComponent("DesignSystem")).isEmpty)
        let second = try DsysProcess.run(["generate"], in: folder)
        #expect(second.standardOutput.contains("0 written"))
        let check = try DsysProcess.run(["generate", "--check"], in: folder)
        #expect(check.status == 0)
        #expect(!first.standardError.contains("note: this folder holds"), Comment(rawValue: first.standardError))
        // Beside token files dsys was not told to read (after a `dsys init` that found none it
        // could), the starter says so rather than ignore them without a word.
        let withFiles = try scratch()
        defer { try? FileManager.default.removeItem(at: withFiles) }
        try "{}".write(to: withFiles.appendingPathComponent("variables.json"), atomically: true, encoding: .utf8)
        let beside = try DsysProcess.run(["generate"], in: withFiles)
        #expect(beside.status == 0 && beside.standardError.contains("dsys: note: this folder holds 'variables.json', but no input "
            + "is named and there is no .dsys/design-system.json: dsys generates the built-in starter design system"),
                Comment(rawValue: beside.standardError))
    }

    @Test func outputIsIdenticalWhateverTheInputOrderAndFolder() throws {
        let files = [
            "colors.json": ##"{ "color": { "$type": "color", "ink": { "$value": "#101010" }, "link": { "$value": "{color.ink}" } } }"##,
            "space.json": #"{ "spacing": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" } } } }"#,
        ]
        var outputs: [URL] = []
        for order in [["colors.json", "space.json"], ["space.json", "colors.json"]] {
            let folder = try scratch()
            defer { outputs.append(folder) }
            for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
            let result = try DsysProcess.run(["generate"] + order + ["--output", "Out"], in: folder)
            #expect(result.status == 0, Comment(rawValue: result.standardError))
        }
        defer { outputs.forEach { try? FileManager.default.removeItem(at: $0) } }
        let differences = FolderComparison.differences(expected: outputs[0].appendingPathComponent("Out"),
                                                       actual: outputs[1].appendingPathComponent("Out"))
        #expect(differences.isEmpty, Comment(rawValue: differences.joined(separator: "\n")))
        #expect(!FolderComparison.files(in: outputs[0].appendingPathComponent("Out")).isEmpty)
    }

    @Test func checkReportsStaleOutputWithoutWriting() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try DsysProcess.run(["generate"], in: folder)
        let file = folder.appendingPathComponent("DesignSystem/Sources/DesignSystem/Radius+DesignSystem.swift")
        try "edited".write(to: file, atomically: true, encoding: .utf8)
        let check = try DsysProcess.run(["generate", "--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("Sources/DesignSystem/Radius+DesignSystem.swift"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "edited")
    }

    /// A missing reference skips its token with a warning; `--strict` makes it an error that writes nothing.
    @Test func inputErrorsExitOneAndWriteNothing() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "a": { "$type": "color", "$value": "{b}" } }"#.write(
            to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = try DsysProcess.run(["generate", "bad.json", "--output", "Out", "--strict"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("bad.json:1:38: error: 'a' references 'b', which is not defined"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
        let validate = try DsysProcess.run(["validate", "bad.json", "--strict"], in: folder)
        #expect(validate.status == 1)
        let lenient = try DsysProcess.run(["validate", "bad.json"], in: folder)
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains("bad.json:1:38: warning: 'a' references 'b', which is not defined"))
    }

    /// Inputs that hold no design token (mx's folder of flat build output) and no configured asset
    /// are an error: an empty package must not pass a CI step, whether it runs `generate` or
    /// `validate`. A list of Figma variables without their collections says what to save instead,
    /// and no "nothing to generate" beside it.
    @Test func inputsWithoutTokensGenerateNothingAndExitOne() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "Color": { "Brand100": "#E7F0FE" } }"##.write(to: folder.appendingPathComponent("flat.json"), atomically: true, encoding: .utf8)
        let result = try DsysProcess.run(["generate", "flat.json", "--output", "Out"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: there is nothing to generate: the inputs hold no design tokens"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
        let validate = try DsysProcess.run(["validate", "flat.json"], in: folder)
        #expect(validate.status == 1 && validate.standardError.contains("error: there is nothing to generate"), "\(validate.standardError)")
        try ##"[ { "id": "VariableID:53:3", "name": "white", "valuesByMode": { "53:0": { "r": 1, "g": 1, "b": 1, "a": 1 } } } ]"##
            .write(to: folder.appendingPathComponent("variables.json"), atomically: true, encoding: .utf8)
        let list = try DsysProcess.run(["generate", "variables.json", "--output", "Out"], in: folder)
        #expect(list.status == 1)
        #expect(list.standardError.contains("variables.json:1:1: error: this is a list of Figma variables without their collections"))
        #expect(list.standardError.contains("dsys pull figma") && !list.standardError.contains("nothing to generate"), "\(list.standardError)")
    }

    /// `validate` counts the tokens `generate` reads: a token only the dark mode defines (an
    /// optional in the package) is one of them.
    @Test func validateCountsATokenOnlyAnotherModeDefines() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        try ##"{ "bg": { "$type": "color", "$value": "#ffffff" } }"##
            .write(to: tokens.appendingPathComponent("base.tokens.json"), atomically: true, encoding: .utf8)
        try ##"{ "bg": { "$type": "color", "$value": "#000000" }, "onlyDark": { "$type": "color", "$value": "#ff0000" } }"##
            .write(to: tokens.appendingPathComponent("dark.tokens.json"), atomically: true, encoding: .utf8)
        let validate = try DsysProcess.run(["validate", "tokens"], in: folder)
        #expect(validate.status == 0)
        #expect(validate.standardOutput.contains("2 tokens in 2 modes: light, dark"), "\(validate.standardOutput)")
        let generate = try DsysProcess.run(["generate", "tokens", "--output", "Out"], in: folder)
        #expect(generate.standardOutput.contains("2 tokens read, 2 emitted"), "\(generate.standardOutput)")
    }

    /// The tokens validate skips are counted on its last line, so it does not seem to read fewer
    /// tokens than generate (GC Design System: 395 beside generate's 891 read, 508 skipped).
    @Test func validateCountsTheTokensItSkips() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "gap": { "$type": "dimension", "$value": "4px" }, "wide": { "$type": "dimension", "$value": "100vw" }, "twice": { "$value": "{wide}" } }"##
            .write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let validate = try DsysProcess.run(["validate", "tokens.json"], in: folder)
        #expect(validate.status == 0)
        #expect(validate.standardOutput.contains("1 token in 1 mode: default; 2 more skipped (see the warnings above)"),
                "\(validate.standardOutput)")
    }

    /// Tokens of a source-only set are counted as skipped without a warning, so the line does not
    /// send the reader to warnings that were never printed.
    @Test func validatePointsToWarningsOnlyWhenItPrintedSome() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "$themes.json": ##"[ { "name": "light", "selectedTokenSets": { "core": "source", "semantic": "enabled" } } ]"##,
            "core.json": ##"{ "green": { "value": "#d0ffda", "type": "color" } }"##,
            "semantic.json": ##"{ "bg": { "value": "{green}", "type": "color" } }"##,
        ]
        for (name, contents) in files {
            try contents.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let validate = try DsysProcess.run(["validate", "."], in: folder)
        #expect(validate.status == 0)
        #expect(validate.standardOutput.contains("1 token in 1 mode: light; 1 more skipped (1 source-only, referenced but not generated)\n"), "\(validate.standardOutput)")
    }

    /// `validate` stops where a strict `generate` would on Swift name collisions, with the same
    /// diagnostics: under the default naming (`Fixtures/name-collision`, strict in its `dsys.json`)
    /// and under a configured one (`--strict`); without it the second token is skipped with a warning.
    @Test func validateReportsTheNameCollisionsGenerateStopsAt() throws {
        let fixture = ReferenceCase.repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures/name-collision")
        let generate = try DsysProcess.run(["generate", "--output", "/nonexistent/never-written"], in: fixture)
        let validate = try DsysProcess.run(["validate", "tokens.json"], in: fixture)
        #expect(generate.status == 1)
        #expect(validate.status == 1)
        #expect(validate.standardError == generate.standardError)
        #expect(validate.standardError.contains("all become the Swift name 'dsPrimary500'"))

        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "color": { "$type": "color", "one": { "$value": "#111111" }, "two": { "$value": "#222222" } } }"##
            .write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        try #"{ "nameOverrides": { "color.one": "dsTwo" } }"#
            .write(to: folder.appendingPathComponent("renaming.json"), atomically: true, encoding: .utf8)
        #expect(try DsysProcess.run(["validate", "t.json"], in: folder).status == 0)
        let configured = try DsysProcess.run(["validate", "t.json", "--config", "renaming.json", "--strict"], in: folder)
        #expect(configured.status == 1)
        #expect(configured.standardError.contains("'color.one' and 'color.two' both become the Swift name 'dsTwo'"),
                Comment(rawValue: configured.standardError))
        let lenient = try DsysProcess.run(["generate", "t.json", "--config", "renaming.json", "--output", "Out"], in: folder)
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains(
            "warning: 'color.two' is skipped: it would become the Swift name 'dsTwo', which 'color.one' has"
        ), Comment(rawValue: lenient.standardError))
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try DsysProcess.run(["validate"], in: folder).status == 2)
        #expect(try DsysProcess.run(["inspect", "x.json", "--context", "nonsense"], in: folder).status == 2)
        #expect(try DsysProcess.run(["generate", "--no-such-flag"], in: folder).status == 2)
    }

    /// The JSON lists each token's Swift symbols and the skipped tokens with their reason (issue 26).
    @Test func inspectPrintsCanonicalJSON() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{ "b": { "$type": "number", "$value": 2 }, "a": { "$type": "number", "$value": "{b}" }, "c": { "$type": "breakpoint", "$value": "1px" } }"#.write(
            to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let result = try DsysProcess.run(["inspect", "t.json", "--format", "json"], in: folder)
        #expect(result.status == 0)
        let expected = """
                "a": {
                  "aliasOf": "b",
                  "symbols": [
                    "DSNumber.a",
                    "DesignTokens.Numbers.a"
                  ],
                  "type": "number",
                  "value": 2
                },
                "b": {
        """
        #expect(result.standardOutput.contains(expected), Comment(rawValue: result.standardOutput))
        #expect(result.standardOutput.contains("""
          "skipped": {
            "c": {
              "message": "unknown $type 'breakpoint' on 'c'; it is skipped",
              "reason": "unsupported-value",
        """), Comment(rawValue: result.standardOutput))
        let strict = try DsysProcess.run(["validate", "t.json", "--strict"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("error: unknown $type 'breakpoint' on 'c'"))
    }

    /// A `--context` that names no modifier is an error, and inspect then prints no tokens: a script
    /// reading its output must not take every mode for the one it asked for.
    @Test func inspectPrintsNothingOnAnError() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "bg": { "$type": "color", "$value": "#ffffff", "$extensions": { "mode": { "light": "#ffffff", "dark": "#000000" } } } }"##
            .write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
        let wrong = try DsysProcess.run(["inspect", "t.json", "--context", "brand=web", "--format", "json"], in: folder)
        #expect(wrong.status == 1 && wrong.standardError.contains("error:"), Comment(rawValue: wrong.standardError))
        #expect(wrong.standardOutput.isEmpty, Comment(rawValue: wrong.standardOutput))
        let right = try DsysProcess.run(["inspect", "t.json", "--context", "mode=dark", "--format", "json"], in: folder)
        #expect(right.status == 0 && right.standardOutput.contains("#000000"), Comment(rawValue: right.standardError))
    }

    @Test func schemaCommandPrintsTheSchema() throws {
        let result = try DsysProcess.run(["schema"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"title\": \"dsys design-system.json\""))
    }

    @Test func refusesProjectRootsAndTheHomeFolderUnlessForced() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// the user's package".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let refused = try DsysProcess.run(["generate", "--output", "."], in: folder)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("it holds 'Package.swift' and no .dsys-manifest, so it looks like a project's root"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Package.swift"])
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let homeRun = try DsysProcess.run(["generate", "--output", "home"], in: folder, environment: ["HOME": home.path])
        #expect(homeRun.status == 1)
        #expect(homeRun.standardError.contains("your home folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
        let forced = try DsysProcess.run(["generate", "--output", "home", "--force"], in: folder, environment: ["HOME": home.path])
        #expect(forced.status == 0, Comment(rawValue: forced.standardError))
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".dsys-manifest").path))
    }

    @Test(arguments: [#""a\n../Package.swift""#, #""x\u0000.swift""#])
    func aConfigPathWithAControlCharacterIsAnErrorAndDeletesNothing(_ path: String) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// the project's own".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try (#"{ "output": "Out", "files": { "colors": "# + path + #" } }"#)
            .write(to: folder.appendingPathComponent("dsys.json"), atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let result = try DsysProcess.run(["generate"], in: folder)
            #expect(result.status == 1)
            #expect(result.standardError.contains("dsys.json:1:41: error: 'files.colors' is not a safe path"), Comment(rawValue: result.standardError))
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) == "// the project's own")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
    }

    /// Token files of `count` colors and a quarter as many dimensions; `variant` changes every value.
    private func tokens(count: Int, variant: Int) -> String {
        let colors = (0..<count).map { index in
            let hex = String(format: "%06x", (index * 2_654_435 + variant * 97) & 0xFFFFFF)
            return ##""c\##(index)": { "$value": "#\##(hex)" }"##
        }
        let spaces = (0..<count / 4).map { #""s\#($0)": { "$value": "\#($0 + variant)px" }"# }
        return #"{ "color": { "$type": "color", \#(colors.joined(separator: ", ")) }, "#
            + #""space": { "$type": "dimension", \#(spaces.joined(separator: ", ")) } }"#
    }

    @Test func concurrentRunsWaitForEachOtherAndNeverMix() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for variant in 0..<2 {
            try tokens(count: 300, variant: variant).write(to: folder.appendingPathComponent("t\(variant).json"), atomically: true, encoding: .utf8)
            #expect(try DsysProcess.run(["generate", "t\(variant).json", "--output", "Ref\(variant)"], in: folder).status == 0)
        }
        let out = folder.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let lock = open(out.path, O_RDONLY | O_DIRECTORY)
        #expect(flock(lock, LOCK_EX) == 0)
        let (waiting, output, error) = try DsysProcess.start(["generate", "t0.json", "--output", "Out"], in: folder)
        // Read standard error until the run says it waits (or ends): no fixed sleep, so a loaded
        // machine cannot release the lock before the second run has reached it.
        var announced = ""
        let waitMessage = "another dsys run is writing into Out; waiting for it to finish"
        while !announced.contains(waitMessage) {
            let chunk = error.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            announced += String(decoding: chunk, as: UTF8.self)
        }
        #expect(announced.contains(waitMessage), Comment(rawValue: announced))
        #expect(waiting.isRunning)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        close(lock)
        let result = DsysProcess.finish(waiting, output: output, error: error)
        #expect(result.status == 0, Comment(rawValue: announced + result.standardError))

        for round in 0..<3 {
            let runs = try (0..<2).map { try DsysProcess.start(["generate", "t\((round + $0) % 2).json", "--output", "Out"], in: folder) }
            #expect(runs.map { DsysProcess.finish($0.0, output: $0.output, error: $0.error).status } == [0, 0])
            let matches = (0..<2).filter {
                FolderComparison.differences(expected: folder.appendingPathComponent("Ref\($0)"), actual: out).isEmpty
            }
            #expect(matches.count == 1, "round \(round)")
        }
    }

    /// `dsys generate` killed with SIGKILL at random moments: what the next run finds is always the
    /// previous output or the new one, complete, and no staging is left behind.
    @Test func killedRunsLeaveThePreviousOrTheNewOutput() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for variant in 0..<2 {
            try tokens(count: 250 + 100 * variant, variant: variant)
                .write(to: folder.appendingPathComponent("t\(variant).json"), atomically: true, encoding: .utf8)
            #expect(try DsysProcess.run(["generate", "t\(variant).json", "--output", "Ref\(variant)"], in: folder).status == 0)
        }
        let out = folder.appendingPathComponent("Out")
        let clock = ContinuousClock()
        let duration = clock.measure { _ = try? DsysProcess.run(["generate", "t0.json", "--output", "Out"], in: folder) }
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        var random = SystemRandomNumberGenerator()
        var current = 0
        for round in 0..<20 {
            let target = 1 - current
            let (process, output, error) = try DsysProcess.start(["generate", "t\(target).json", "--output", "Out"], in: folder)
            let delay = Double.random(in: 0...seconds, using: &random)
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            _ = DsysProcess.finish(process, output: output, error: error)
            try OutputWriter(root: out.path).recover()
            let matches = (0..<2).filter {
                FolderComparison.differences(expected: folder.appendingPathComponent("Ref\($0)"), actual: out).isEmpty
            }
            #expect(matches.count == 1, "round \(round), killed after \(delay) s")
            current = matches.first ?? current
        }
        let last = try DsysProcess.run(["generate", "t0.json", "--output", "Out"], in: folder)
        #expect(last.status == 0)
        #expect(FolderComparison.differences(expected: folder.appendingPathComponent("Ref0"), actual: out).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(".dsys-staging").path))
    }
}
