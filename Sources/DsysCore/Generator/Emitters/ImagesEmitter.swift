/// Icons, images and SF Symbols: `Image` members (`Image.dsIconCheckmark`) for the imagesets of
/// `Images.xcassets` (through the module bundle) and for symbol tokens (`Image(systemName:)`), their
/// `UIImage` twins in the UIKit layer, the imagesets with their files copied byte for byte, and
/// `AppIcon.xcassets` at the package root for the app target.
struct ImagesEmitter {
    let context: EmitContext

    static let catalogFolder = "Images.xcassets"
    static let appIconCatalogFolder = "AppIcon.xcassets"

    private var images: ImageCatalog { context.system.images }

    func sections() -> [SourceSection] {
        guard images.hasMembers else { return [] }
        var sections = [SourceSection(.images, defaultPath: "Images+\(context.module).swift", framework: .swiftUI,
                                      writer: members(type: "Image", asset: { "Image(\($0), bundle: .module)" },
                                                      symbol: { "Image(systemName: \($0))" }))]
        if context.config.uiKit {
            let uiKit = members(type: "UIImage",
                                asset: { "UIImage(named: \($0), in: .module, compatibleWith: nil) ?? UIImage()" },
                                symbol: { "UIImage(systemName: \($0)) ?? UIImage()" })
            sections.append(SourceSection(nil, defaultPath: "UIImage+\(context.module).swift", framework: .uiKit, writer: uiKit))
        }
        return sections
    }

    /// One computed member per asset and symbol on `type`; `asset` and `symbol` build the value
    /// from the quoted name.
    private func members(type: String, asset: (String) -> String, symbol: (String) -> String) -> SwiftWriter {
        var writer = SwiftWriter()
        writer.block("public extension \(type)") { body in
            for named in images.assets {
                let rendering = named.asset.role == .icon
                    ? "An icon, rendered as a template: it takes the foreground style."
                    : "An image, rendered with its own colors."
                body.doc([rendering, "- Remark: Generated from " + DocComment.markdownCode(named.asset.location.file) + "."])
                body.line("static var \(named.member.rendered): \(type) { \(asset(SwiftLiteral.string(named.assetName))) }")
            }
            for token in images.symbols {
                body.doc(context.documentation(forImageToken: token.token,
                                               summary: "The SF Symbol " + DocComment.markdownCode(token.symbolName) + "."))
                if let deprecation = context.deprecation(token.token) { body.line(deprecation) }
                body.line("static var \(token.member.rendered): \(type) { \(symbol(SwiftLiteral.string(token.symbolName))) }")
            }
            for reference in images.assetTokens {
                body.doc(context.documentation(forImageToken: reference.token,
                                               summary: "The asset " + DocComment.markdownCode("\(type).\(reference.assetMember.name)") + "."))
                if let deprecation = context.deprecation(reference.token) { body.line(deprecation) }
                body.line("static var \(reference.member.rendered): \(type) { \(reference.assetMember.rendered) }")
            }
        }
        return writer
    }

    /// The image catalog in the module (a resource of the target) and the app icon catalog at the
    /// package root (outside the library target: it belongs to the app).
    func assetFiles() -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        if !images.assets.isEmpty {
            let catalog = context.sourcePath(Self.catalogFolder)
            files.append(GeneratedFile(path: "\(catalog)/Contents.json", contents: AssetCatalog.catalogContents))
            for named in images.assets {
                let folder = "\(catalog)/\(named.assetName).imageset"
                files.append(GeneratedFile(path: "\(folder)/Contents.json", contents: AssetCatalog.imageSet(named.asset)))
                files += named.asset.variants.map { GeneratedFile(path: "\(folder)/\($0.fileName)", bytes: $0.bytes) }
            }
        }
        if let appIcon = images.appIcon {
            let folder = "\(Self.appIconCatalogFolder)/AppIcon.appiconset"
            files.append(GeneratedFile(path: "\(Self.appIconCatalogFolder)/Contents.json", contents: AssetCatalog.catalogContents))
            files.append(GeneratedFile(path: "\(folder)/Contents.json", contents: AssetCatalog.appIconSet(appIcon)))
            files += appIcon.variants.map { GeneratedFile(path: "\(folder)/\($0.fileName)", bytes: $0.bytes) }
        }
        return files
    }
}

extension EmitContext {
    /// The doc paragraphs of an image token's member: its description, `summary`, path and source.
    func documentation(forImageToken token: Token, summary: String) -> [String] {
        var paragraphs: [String] = []
        if let description = token.description, !description.isEmpty { paragraphs.append(description) }
        paragraphs.append(summary + " Token " + DocComment.markdownCode(token.path.description) + ".")
        paragraphs.append("- Remark: Generated from " + DocComment.markdownCode(token.location.description) + ".")
        return paragraphs
    }
}
