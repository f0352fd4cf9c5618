import Foundation

/// Stage 0 and 1: finds the token files an input names, detects each one's format (DTCG file,
/// Style Dictionary file, DTCG resolver document, Tokens Studio export, Adobe Spectrum file, dsys
/// `design-system.json`) and reduces them all to one `ResolutionPlan`.
public enum InputLoader {
    /// Builds the plan for `inputs` (files or folders). Returns nil only when nothing could be read.
    /// `referenceScope` says which files a resolver document's `$ref`s may read.
    public static func plan(
        inputs: [String], referenceScope: ReferenceScope = .inputFolder, diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        guard !inputs.isEmpty else {
            diagnostics.error("no input given", hint: "pass token files, a resolver document or a folder")
            return nil
        }
        var plainFiles: [String] = []
        var plans: [ResolutionPlan] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                diagnostics.error("no such file or folder: '\(input)'", hint: "check the path")
                continue
            }
            if isDirectory.boolValue {
                switch FolderScanner.classify(input) {
                case .tokensStudio(let project):
                    if let plan = TokensStudioLoader.plan(folder: project, diagnostics: &diagnostics) { plans.append(plan) }
                case .resolver(let document):
                    if let plan = ResolverDocumentLoader.plan(
                        path: document, referenceScope: referenceScope, diagnostics: &diagnostics
                    ) {
                        plans.append(plan)
                    }
                case .tokenFiles(let files):
                    if files.isEmpty {
                        diagnostics.error("the folder '\(input)' holds no token files (.json, .json5, .yaml, .yml)")
                    }
                    plainFiles.append(contentsOf: files)
                }
            } else {
                plainFiles.append(input)
            }
        }
        if !plainFiles.isEmpty,
           let plan = planForFiles(plainFiles.sorted(), referenceScope: referenceScope, diagnostics: &diagnostics) {
            plans.append(plan)
        }
        guard !plans.isEmpty else { return nil }
        if plans.count > 1 {
            diagnostics.error(
                "the inputs describe \(plans.count) separate token systems (resolver documents, Tokens Studio "
                    + "exports or design-system files), which cannot be combined",
                hint: "pass one resolver document, one Tokens Studio export, or plain token files"
            )
        }
        return plans[0]
    }

    /// Reads files given one by one; a resolver, Tokens Studio or design-system file stands alone, and
    /// Spectrum files are read together (with any plain token files beside them).
    private static func planForFiles(
        _ paths: [String], referenceScope: ReferenceScope, diagnostics: inout Diagnostics
    ) -> ResolutionPlan? {
        var layers: [TokenLayer] = []
        var spectrumFiles: [SourceFile] = []
        var plans: [ResolutionPlan] = []
        for path in paths {
            guard let file = SourceFileReader.read(fileAt: path, displayPath: path, diagnostics: &diagnostics) else {
                continue
            }
            switch FileKind.detect(file) {
            case .resolver:
                if let plan = ResolverDocumentLoader.plan(
                    file: file, referenceScope: referenceScope, diagnostics: &diagnostics
                ) { plans.append(plan) }
            case .tokensStudioSingleFile:
                if let plan = TokensStudioLoader.plan(singleFile: file, diagnostics: &diagnostics) { plans.append(plan) }
            case .designSystem:
                if let plan = DesignSystemFile.plan(file, diagnostics: &diagnostics) { plans.append(plan) }
            case .spectrum:
                spectrumFiles.append(file)
            case .tokens:
                let tokens = TokenTreeParser.parse(file, diagnostics: &diagnostics)
                layers.append(TokenLayer(name: file.path, tokens: tokens))
            }
        }
        if !spectrumFiles.isEmpty {
            plans.append(SpectrumLoader.plan(files: spectrumFiles, plainLayers: layers, diagnostics: &diagnostics))
        } else if !layers.isEmpty {
            reportDuplicates(in: layers, diagnostics: &diagnostics)
            let plan = ResolutionPlan(
                modes: [.init(name: "default", contexts: [], layers: layers)], sourceFiles: layers.map(\.name)
            )
            plans.append(ModeExtension.expand(plan, diagnostics: &diagnostics))
        }
        if plans.count > 1 {
            diagnostics.error(
                "a resolver document, Tokens Studio export or design-system file must be the only input",
                hint: "pass it on its own; it names its token files itself"
            )
        }
        return plans.first
    }

    /// Plain files are merged without an override order, so the same token in two files is an error.
    static func reportDuplicates(in layers: [TokenLayer], diagnostics: inout Diagnostics) {
        guard layers.count > 1 else { return }
        var firstDefinition: [TokenPath: SourceLocation] = [:]
        firstDefinition.reserveCapacity(layers.reduce(0) { $0 + $1.tokens.count })
        for layer in layers {
            for token in layer.tokens {
                if let first = firstDefinition[token.path] {
                    guard first.file != token.file else { continue }
                    diagnostics.error(
                        "token '\(token.path)' is defined twice: here and at \(first)", at: token.location,
                        token: token.path.description,
                        hint: "remove one definition, or use a resolver document to give the files an override order"
                    )
                } else {
                    firstDefinition[token.path] = token.location
                }
            }
        }
    }
}

extension InputLoader {
    /// The plan for a design-system file given as text (the built-in starter).
    public static func plan(designSystemText text: String, displayPath: String, diagnostics: inout Diagnostics) -> ResolutionPlan? {
        guard let file = SourceFileReader.read(Array(text.utf8), displayPath: displayPath, syntax: .json,
                                               diagnostics: &diagnostics)
        else { return nil }
        return DesignSystemFile.plan(file, diagnostics: &diagnostics)
    }
}
