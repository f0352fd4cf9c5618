import DsysSource

/// A color written as a list of numbers, red, green and blue from 0 to 255 and an optional alpha from
/// 0 to 1 (`[255, 255, 255, 1]`, `[41, 77, 107, 0.12]`), as Meetup's Swarm constants write their 58
/// colors, under Style Dictionary's color category, for a transform of their own that writes `rgba()`.
/// dsys kept such a list as the text "255 255 255 1", a `String` constant.
///
/// A color token reads such a list as the sRGB color; an untyped one does where its path is in the
/// color category (`BareHexColor.isInColorCategory`). The channels must be whole numbers, and not
/// only 0 and 1: `[1, 1, 1]` could as well be white in 0–1 channels, so it is not read as a color.
enum ByteChannelList {
    /// The sRGB color `node` spells as 0–255 channels and an optional 0–1 alpha; nil for anything else.
    static func color(of node: SourceNode) -> ColorValue? {
        guard let elements = node.elements, elements.count == 3 || elements.count == 4 else { return nil }
        let numbers = elements.compactMap(\.number)
        guard numbers.count == elements.count else { return nil }
        let channels = numbers.prefix(3)
        guard channels.allSatisfy({ $0 == $0.rounded() && (0...255).contains($0) }),
              channels.contains(where: { $0 > 1 }) || channels.allSatisfy({ $0 == 0 })
        else { return nil }
        let alpha = numbers.count == 4 ? numbers[3] : 1
        guard (0...1).contains(alpha) else { return nil }
        return ColorValue(space: .srgb, components: channels.map { $0 / 255 }, alpha: alpha)
    }
}
