import DsysTokens

/// Icons, images and SF Symbols: `Image` members (`Image.dsIconCheckmark`) for the imagesets of
/// `Images.xcassets` (through the module bundle) and for symbol tokens (`Image(systemName:)`), their
/// `UIImage` twins in the UIKit layer. The catalogs themselves are `ImageCatalogFiles`.
struct ImagesEmitter {
    let context: EmitContext

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
