import DsysTokens

/// A DTCG stroke style reduced to what SwiftUI's `StrokeStyle` draws: a dash pattern and a line cap.
///
/// Keywords have no lengths in DTCG (CSS leaves them to the browser), so dsys draws them at the
/// line width `w`: `solid` without dashes, `dashed` as `[3w, 3w]`, `dotted` as round dots
/// (`[0, 2w]` with round caps). `double`, `groove`, `ridge`, `outset` and `inset` have no SwiftUI
/// stroke and are drawn solid (the doc comment says so).
struct StrokePattern {
    /// The keyword, or `dashes` for an explicit dash array.
    var style: String
    /// The token's own dash lengths in points (empty for keywords).
    var dashArray: [Double]
    /// `butt`, `round` or `square`.
    var lineCap: String

    /// The keywords SwiftUI cannot draw, which are drawn solid.
    static let solidFallbacks: Set<String> = ["double", "groove", "ridge", "outset", "inset"]

    init(_ style: StrokeStyle) {
        switch style {
        case .keyword(let keyword):
            self.style = keyword
            dashArray = []
            lineCap = keyword == "dotted" ? "round" : "butt"
        case .dashes(let dashes, let cap):
            self.style = "dashes"
            dashArray = dashes.map(\.points)
            lineCap = ["butt", "round", "square"].contains(cap) ? cap : "butt"
        }
    }

    /// The SwiftUI dash lengths at line width `width`.
    func dash(lineWidth width: Double) -> [Double] {
        switch style {
        case "dashes": dashArray
        case "dashed": [3 * width, 3 * width]
        case "dotted": [0, 2 * width]
        default: []
        }
    }

    /// A note for the doc comment when SwiftUI draws the style differently from its name, else nil.
    var approximation: String? {
        Self.solidFallbacks.contains(style) ? "SwiftUI has no `\(style)` stroke: drawn solid." : nil
    }
}
