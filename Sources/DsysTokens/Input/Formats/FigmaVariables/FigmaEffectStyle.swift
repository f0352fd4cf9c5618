import DsysSource

/// An `EFFECT` style of Figma's plugin API (`{ "name", "type": "EFFECT", "effects": [ { "type":
/// "DROP_SHADOW", "visible", "radius", "color": { "r", "g", "b", "a" }, "offset": { "x", "y" },
/// "spread", "blendMode", "showShadowBehindNode" } ] }`) as the DTCG shadow value the resolver
/// reads, one layer per visible `DROP_SHADOW` or `INNER_SHADOW` in order: `radius` → `blur`,
/// `offset` → `offsetX` and `offsetY`, `spread` (0 when absent), the 0–1 color as a DTCG color, an
/// inner shadow `inset`. A hidden effect (`visible: false`) is not drawn in Figma either and is
/// left out. A member that holds more than Figma's default (a `MULTIPLY` blend mode,
/// `showShadowBehindNode`) stays in the layer, where the shadow reading warns that it is not read.
enum FigmaEffectStyle {
    /// The effects that are shadows, and whether each is drawn inside.
    private static let shadowEffects = ["DROP_SHADOW": false, "INNER_SHADOW": true]

    /// The members of a shadow effect that become the layer's own.
    private static let layerMembers: Set<String> = ["type", "visible", "radius", "color", "offset", "spread"]

    /// The blend modes that draw a shadow as SwiftUI does.
    private static let plainBlendModes: Set<String> = ["NORMAL", "PASS_THROUGH"]

    /// The shadow value of `style`, at its position; throws for a visible effect that is no shadow
    /// (a layer or background blur), or a shadow whose color cannot be read: the style is then no token.
    static func shadow(_ style: SourceNode) throws(FigmaValue.Problem) -> SourceNode {
        guard let effects = style["effects"]?.elements else {
            throw FigmaValue.Problem(message: "an EFFECT style needs 'effects', a list of effects", node: style["effects"] ?? style,
                                     hint: "export the style again with its effects")
        }
        var layers: [SourceNode] = []
        for effect in effects where effect["visible"]?.value != .bool(false) {
            guard let typeNode = effect["type"], let inset = shadowEffects[typeNode.string ?? ""] else {
                let type = effect["type"]?.string.map { "a \($0)" } ?? "an effect without a type"
                throw FigmaValue.Problem(
                    message: "it has \(type), which no shadow draws", node: effect["type"] ?? effect,
                    hint: "dsys reads effect styles of drop and inner shadows; apply a blur in code (.blur(radius:))"
                )
            }
            layers.append(try layer(effect, inset: inset, at: typeNode))
        }
        return style.replacingValue(with: .array(layers))
    }

    /// One shadow effect as a DTCG shadow layer; a part that is missing is left out, for the shadow
    /// reading to report.
    private static func layer(_ effect: SourceNode, inset: Bool, at typeNode: SourceNode) throws(FigmaValue.Problem) -> SourceNode {
        var members: [SourceMember] = []
        if let color = effect["color"] {
            members.append(FigmaStyles.member("color", try FigmaValue.tokenValue(color, resolvedType: "COLOR", inPercent: false, paths: [:])))
        }
        if let x = effect["offset"]?["x"] { members.append(FigmaStyles.member("offsetX", x)) }
        if let y = effect["offset"]?["y"] { members.append(FigmaStyles.member("offsetY", y)) }
        if let radius = effect["radius"] { members.append(FigmaStyles.member("blur", radius)) }
        if let spread = effect["spread"] { members.append(FigmaStyles.member("spread", spread)) }
        members.append(FigmaStyles.member("inset", typeNode.replacingValue(with: .bool(inset))))
        for member in effect.members ?? [] where !layerMembers.contains(member.key) && !FigmaStyles.holdsFigmaDefault(member.value) {
            guard member.key != "blendMode" || !plainBlendModes.contains(member.value.string ?? "") else { continue }
            members.append(member)
        }
        return effect.replacingValue(with: .object(members))
    }
}
