/// A typography token's font family list read as CSS reads a font stack: the named families in
/// order, then a generic family as the last resort. What iOS does with it:
///
/// - generic families map to the system font's designs: `monospace`, `ui-monospace` and `SF Mono`
///   → `.monospaced`; `serif`, `ui-serif` and `New York` → `.serif`; `ui-rounded` → `.rounded`;
///   `system-ui`, `-apple-system`, `BlinkMacSystemFont`, `sans-serif`, `ui-sans-serif` and the
///   `SF Pro` names → the default design. A stack stops at its first generic family (CSS never
///   looks past one: it always matches).
/// - the named families before it are tried in order at run time (`UIFont(name:size:)`), when
///   there is more than one or the fallback is not the default design; one named family with the
///   default fallback is `Font.custom`, which falls back to the system font by itself.
///
/// `["Consolas", "Menlo", "monospace"]` → families `Consolas`, `Menlo`, design `.monospaced`: iOS
/// has no Consolas, so the text is set in Menlo, else in the monospaced system font.
struct FontStack: Hashable {
    /// The named families, most preferred first (no generic family among them).
    var families: [String]
    /// The system font design that stands in when no family is installed: `default`, `monospaced`,
    /// `serif` or `rounded` (`Font.Design` member names).
    var design: String
    /// Whether the stack ends in a generic family (so it never falls back to the default design
    /// unasked).
    var hasGenericFallback: Bool

    /// Generic family names (lowercased) and the design each stands for.
    static let genericDesigns: [String: String] = [
        "monospace": "monospaced", "ui-monospace": "monospaced", "sf mono": "monospaced",
        "serif": "serif", "ui-serif": "serif", "new york": "serif",
        "ui-rounded": "rounded", "sf pro rounded": "rounded",
        "system-ui": "default", "-apple-system": "default", "blinkmacsystemfont": "default", "sans-serif": "default",
        "ui-sans-serif": "default", "sf pro": "default", "sf pro text": "default", "sf pro display": "default",
        "san francisco": "default",
    ]

    /// Families iOS ships (lowercased), so a stack naming one of them draws in it on every device:
    /// the Latin families of the system font list (Helvetica Neue, Avenir Next, Menlo, Georgia, …).
    static let iOSFamilies: Set<String> = [
        "academy engraved let", "american typewriter", "arial", "arial hebrew", "arial rounded mt bold", "avenir", "avenir next",
        "avenir next condensed", "baskerville", "bodoni 72", "bodoni 72 oldstyle", "bodoni 72 smallcaps", "bradley hand",
        "chalkboard se", "chalkduster", "charter", "cochin", "copperplate", "courier", "courier new", "didot", "din alternate",
        "din condensed", "futura", "georgia", "gill sans", "helvetica", "helvetica neue", "hoefler text", "marker felt", "menlo",
        "noteworthy", "optima", "palatino", "papyrus", "party let", "rockwell", "savoye let", "snell roundhand", "superclarendon",
        "symbol", "times new roman", "trebuchet ms", "verdana", "zapf dingbats", "zapfino",
    ]

    /// The stack of `names`; `monospacedByName` (the token's path says `code` or `mono`) picks the
    /// monospaced design when the stack names no generic family.
    init(_ names: [String], monospacedByName: Bool) {
        var families: [String] = []
        var generic: String?
        for name in names {
            if let design = Self.genericDesigns[name.lowercased()] {
                generic = design
                break
            }
            families.append(name)
        }
        self.families = families
        self.design = generic ?? (monospacedByName ? "monospaced" : "default")
        self.hasGenericFallback = generic != nil
    }

    /// The families to try at run time, in order; nil when `Font.custom` with the first family (or
    /// the system font, with no family) already draws what the stack asks for.
    var runtimeChoice: [String]? {
        families.count > 1 || (families.count == 1 && design != "default") ? families : nil
    }

    /// Whether the token gives a stack of fallbacks (more than one family) none of which iOS ships,
    /// and no generic family: on iOS the text is set in the system font unless the app bundles one.
    /// A single custom family (`Inter`) is taken as one the app bundles, so it asks for nothing.
    var reliesOnBundledFonts: Bool {
        families.count > 1 && !hasGenericFallback && !families.contains { Self.iOSFamilies.contains($0.lowercased()) }
    }
}
