/// CSS `linear-gradient()` strings, the notation Tokens Studio uses for gradients (inside color
/// tokens): `linear-gradient(180deg, #000000 0%, rgba(#000000, 0.5) 45%)`.
///
/// Reads an optional direction (an angle in deg, grad, rad or turn, or `to` a side or corner;
/// `to bottom` when absent) and two or more color stops, each a color with up to two percentage
/// positions. Missing positions are filled in as CSS does (CSS Images 3, "color stop fixup"): the
/// first at 0%, the last at 100%, none before an earlier one, and runs without positions evenly
/// spaced between their neighbours. A gradient with stops beyond 0...1 is then cut at its ends
/// (`GradientClipping`), as DTCG gradient stops are.
package enum CSSLinearGradient {
    /// Why a text is not a usable linear gradient: a clause that follows the quoted text
    /// (`"…" needs at least two color stops`), and what to do about it.
    package struct Problem: Error, Equatable {
        package let message: String
        package let hint: String?

        init(_ message: String, hint: String? = nil) {
            self.message = message
            self.hint = hint
        }
    }

    /// Names of the CSS gradient functions, linear and not, with their opening parenthesis.
    private static let gradientFunctions = [
        "linear-gradient(", "repeating-linear-gradient(", "radial-gradient(", "repeating-radial-gradient(",
        "conic-gradient(", "repeating-conic-gradient(",
    ]

    /// Whether `text` is written as a CSS gradient function, linear or not.
    package static func isGradientFunction(_ text: String) -> Bool {
        let lowered = text.trimmingSpaces().lowercased()
        return gradientFunctions.contains { lowered.hasPrefix($0) }
    }

    /// The gradient `text` describes.
    /// A `;` after the closing parenthesis, as a value copied from a CSS declaration ends, is
    /// dropped (cosnova's Essence brand writes its accent gradients so).
    package static func parse(_ text: String) throws(Problem) -> GradientValue {
        var trimmed = text.trimmingSpaces()
        if trimmed.hasSuffix(";") { trimmed = String(trimmed.dropLast()).trimmingSpaces() }
        let function = "linear-gradient("
        if let layers = splitTopLevel(trimmed[...], at: ","), layers.count > 1 { try rejectBackgroundLayers(layers) }
        guard trimmed.lowercased().hasPrefix(function) else {
            throw Problem("is not a linear-gradient(); only linear gradients have a SwiftUI counterpart",
                          hint: "write it as linear-gradient(<angle>, <color> <position>, ...)")
        }
        guard trimmed.hasSuffix(")") else {
            if opensMoreThanItCloses(trimmed) {
                throw Problem("never closes its linear-gradient(", hint: "add the ')' that closes it at the end")
            }
            throw Problem("does not end with the ')' that closes linear-gradient(", hint: "remove what follows the closing parenthesis")
        }
        guard let parts = splitTopLevel(trimmed.dropFirst(function.count).dropLast(), at: ",") else {
            throw Problem("has unbalanced parentheses")
        }
        let angle = try direction(parts[0])
        let stopParts = angle == nil ? parts[...] : parts.dropFirst()
        guard stopParts.count >= 2 else {
            throw Problem("needs at least two color stops", hint: "give a color for each end, such as #000000 0%, #ffffff 100%")
        }
        var stops: [(color: ColorValue, position: Double?)] = []
        for part in stopParts {
            try appendStops(part, to: &stops)
        }
        return GradientValue(stops: fixedUp(stops), angle: angle ?? 180)
    }

    /// Throws when `layers`, the top-level comma-separated parts of a value, are CSS background
    /// layers: gradients stacked (launchpad's overlay over a gradient), or gradients over a base
    /// color, which CSS allows only in the last layer (Automattic's `linear-gradient(…), {color.orange.3}`).
    /// A token holds one gradient, so each layer needs a token of its own.
    private static func rejectBackgroundLayers(_ layers: [Substring]) throws(Problem) {
        let gradients = layers.dropLast()
        guard let last = layers.last, gradients.allSatisfy({ isGradientFunction(String($0)) }) else { return }
        if isGradientFunction(String(last)) {
            throw Problem("is \(layers.count) gradients stacked as CSS background layers, where a gradient token holds one",
                          hint: "make a gradient token of each layer")
        }
        let color = String(last).trimmingSpaces()
        guard (ColorValue.parse(css: color) ?? TokensStudioColor.parse(color)) != nil else { return }
        let over = gradients.count == 1 ? "a gradient" : "\(gradients.count) gradients"
        throw Problem("is \(layers.count) CSS background layers, \(over) over the color \(color), where a gradient token holds one gradient",
                      hint: "split it into a gradient token for each gradient and a color token for the background color \(color)")
    }

    /// Whether `text` has more opening parentheses than closing ones: a function left open.
    private static func opensMoreThanItCloses(_ text: String) -> Bool {
        text.reduce(0) { depth, character in
            character == "(" ? depth + 1 : character == ")" ? depth - 1 : depth
        } > 0
    }

    /// The angle in degrees (0..<360) of a direction argument, or nil when `argument` is a color stop.
    private static func direction(_ argument: Substring) throws(Problem) -> Double? {
        let words = argument.lowercased().split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { throw Problem("has an empty argument") }
        if words.contains("in") {
            throw Problem("names a color interpolation method ('in ...'), which SwiftUI gradients do not have",
                          hint: "remove the 'in <color space>' part")
        }
        if first == "to" {
            guard let degrees = sideAngle(words.dropFirst().map(String.init)) else {
                throw Problem("has the direction '\(String(argument).trimmingSpaces())', which is not a side or corner",
                              hint: "use to top, to right, to bottom, to left, or two of them such as to bottom right")
            }
            return degrees
        }
        guard startsNumber(first) else { return nil }
        switch words.count == 1 ? CSSNumericValue(String(first)) : nil {
        case .angle(let degrees)?:
            let turned = degrees.truncatingRemainder(dividingBy: 360)
            return turned < 0 ? turned + 360 : turned
        case .number(0)?:
            return 0
        default:
            throw Problem("has the direction '\(String(argument).trimmingSpaces())', which is not an angle",
                          hint: "write an angle with its unit, such as 180deg or 0.5turn")
        }
    }

    /// The angle of `to <side> [<side>]`, or nil when the words name no side or corner.
    private static func sideAngle(_ sides: [String]) -> Double? {
        let angles = ["top": 0.0, "right": 90, "bottom": 180, "left": 270]
        switch sides.count {
        case 1:
            return sides.first.flatMap { angles[$0] }
        case 2:
            let vertical = sides.first { $0 == "top" || $0 == "bottom" }
            let horizontal = sides.first { $0 == "left" || $0 == "right" }
            switch (vertical, horizontal) {
            case ("top", "right"): return 45
            case ("bottom", "right"): return 135
            case ("bottom", "left"): return 225
            case ("top", "left"): return 315
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Reads one color stop argument (`<color> [<position> [<position>]]`) into `stops`.
    private static func appendStops(
        _ argument: Substring, to stops: inout [(color: ColorValue, position: Double?)]
    ) throws(Problem) {
        guard var words = splitTopLevel(argument, at: " ")?.filter({ !$0.isEmpty }), !words.isEmpty else {
            throw Problem("has an empty color stop")
        }
        var positions: [Double] = []
        while positions.count < 2, let last = words.last, startsNumber(last) {
            positions.insert(try position(last), at: 0)
            words.removeLast()
        }
        guard !words.isEmpty else {
            throw Problem("has a position without a color ('\(String(argument).trimmingSpaces())'); color hints are not supported",
                          hint: "give every position a color")
        }
        let colorText = words.joined(separator: " ")
        guard let color = ColorValue.parse(css: colorText) ?? TokensStudioColor.parse(colorText) else {
            throw Problem("has the stop color '\(colorText)', which is not a color",
                          hint: "use #rrggbb, rgb(), hsl(), lab(), lch(), oklab(), oklch() or a CSS color name")
        }
        if positions.isEmpty {
            stops.append((color, nil))
        } else {
            stops += positions.map { (color, $0) }
        }
    }

    /// A stop position as a fraction: a percentage, or a bare 0.
    private static func position(_ word: Substring) throws(Problem) -> Double {
        switch CSSNumericValue(word.lowercased()) {
        case .percentage(let percent)?: return percent / 100
        case .number(0)?: return 0
        default:
            throw Problem("has the stop position '\(word)'; positions must be percentages",
                          hint: "write the position as a percentage of the gradient, such as 40%")
        }
    }

    /// The stops' positions per CSS color stop fixup, cut to 0...1 (`GradientClipping`).
    private static func fixedUp(_ stops: [(color: ColorValue, position: Double?)]) -> [GradientStop] {
        var positions = stops.map(\.position)
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        var largest = -Double.infinity
        for index in positions.indices {
            guard let position = positions[index] else { continue }
            largest = max(largest, position)
            positions[index] = largest
        }
        var index = 0
        while index < positions.count {
            guard positions[index] == nil, let before = positions[index - 1] else {
                index += 1
                continue
            }
            var end = index
            while positions[end] == nil { end += 1 }
            let after = positions[end] ?? before
            let step = (after - before) / Double(end - index + 1)
            for missing in index..<end { positions[missing] = before + step * Double(missing - index + 1) }
            index = end
        }
        return GradientClipping.clipped(zip(stops, positions).map { stop, position in
            GradientStop(color: stop.color, position: position ?? 0)
        })
    }

    /// Whether `word` starts like a CSS number (a digit, a sign or a decimal point).
    private static func startsNumber(_ word: Substring) -> Bool {
        guard let first = word.first else { return false }
        return first.isASCII && (first.isNumber || first == "+" || first == "-" || first == ".")
    }

    /// `text` split at `separator` outside parentheses (spaces and tabs both count as a space); nil
    /// when the parentheses do not balance. Commas keep empty parts, so `a,,b` can be reported.
    private static func splitTopLevel(_ text: Substring, at separator: Character) -> [Substring]? {
        var parts: [Substring] = []
        var depth = 0
        var partStart = text.startIndex
        for index in text.indices {
            let character = text[index] == "\t" ? " " : text[index]
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth < 0 { return nil }
            } else if character == separator, depth == 0 {
                parts.append(text[partStart..<index])
                partStart = text.index(after: index)
            }
        }
        guard depth == 0 else { return nil }
        parts.append(text[partStart...])
        return parts
    }
}
