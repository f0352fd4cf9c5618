import DsysOutput
import DsysTokens

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
        var sections = [context.categorySection(.images, "Images", [
            members(type: "Image", asset: { "Image(\($0), bundle: .module)" }, symbol: { "Image(systemName: \($0))" }),
        ])]
        if context.config.uiKit {
            let uiKit = members(type: "UIImage",
                                asset: { "UIImage(named: \($0), in: .module, compatibleWith: nil) ?? UIImage()" },
                                symbol: { "UIImage(systemName: \($0)) ?? UIImage()" })
            sections.append(SourceSection(nil, defaultPath: "UIImage+\(context.module).swift", framework: .uiKit, declarations: [uiKit]))
        }
        return sections
    }

    /// One computed member per asset and symbol on `type`, without blank lines between them;
    /// `asset` and `symbol` build the value from the quoted name.
    private func members(type: SwiftName, asset: (String) -> String, symbol: (String) -> String) -> SwiftDeclaration {
        func member(_ name: SwiftIdentifier, _ value: String) -> SwiftDeclaration {
            .property(SwiftProperty(isStatic: true, binding: .var, name: SwiftName(name), type: type.rendered, value: .inlineGetter(value)))
        }
        let assets = images.assets.map { named in
            let rendering = named.asset.role == .icon
                ? "An icon, rendered as a template: it takes the foreground style."
                : "An image, rendered with its own colors."
            return member(named.member, asset(SwiftLiteral.string(named.assetName)))
                .documented(rendering, "- Remark: Generated from " + DocComment.markdownCode(named.asset.location.file) + ".")
        }
        let symbols = images.symbols.map { token in
            member(token.member, symbol(SwiftLiteral.string(token.symbolName)))
                .documented(context.documentation(forImageToken: token.token,
                                                  summary: "The SF Symbol " + DocComment.markdownCode(token.symbolName) + "."))
                .attributed(context.deprecationAttribute(token.token))
        }
        let references = images.assetTokens.map { reference in
            member(reference.member, reference.assetMember.rendered)
                .documented(context.documentation(forImageToken: reference.token,
                                                  summary: "The asset " + DocComment.markdownCode("\(type).\(reference.assetMember.name)") + "."))
                .attributed(context.deprecationAttribute(reference.token))
        }
        return .type(SwiftTypeDeclaration(access: .public, kind: .extension, name: type, members: [.run(assets + symbols + references)]))
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
