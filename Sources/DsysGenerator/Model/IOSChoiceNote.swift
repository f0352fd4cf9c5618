import DsysSource
import DsysTokens

/// The note for the axes whose iOS context the package generates (`platform=iOS` beside `web`),
/// which also counts the modes left out only for another context of such an axis: Compound's
/// Android and Web modes, AtB's Android and Web typography with each color palette, are one note
/// rather than a warning each.
struct IOSChoiceNote {
    /// The iOS context of each such axis.
    let choices: Set<ContextChoice>
    private var otherContexts: [String: Set<String>] = [:]
    private var leftOutModes: [String: Int] = [:]

    init(choices: Set<ContextChoice>) {
        self.choices = choices
    }

    /// Counts a mode that is not emitted when `apart`, the contexts that keep it out, are all of
    /// axes with an iOS context (or, with `apart` nil, when the mode has another context of such an
    /// axis); false when the mode needs a warning of its own.
    mutating func counts(_ mode: Mode, apart: [ContextChoice]? = nil) -> Bool {
        let axes = Set(choices.map(\.modifier))
        let others = apart ?? mode.contexts.filter { axes.contains($0.modifier) && !choices.contains($0) }
        guard !others.isEmpty, others.allSatisfy({ axes.contains($0.modifier) }) else { return false }
        for choice in others { otherContexts[choice.modifier, default: []].insert(choice.context) }
        for axis in Set(others.map(\.modifier)) { leftOutModes[axis, default: 0] += 1 }
        return true
    }

    /// One note per axis: the context generated, and how many modes of which other contexts are not.
    func report(into diagnostics: inout Diagnostics) {
        for choice in choices.sorted(by: { $0.description < $1.description }) {
            let others = (otherContexts[choice.modifier] ?? []).sorted()
            let count = leftOutModes[choice.modifier] ?? 0
            let leftOut = others.isEmpty ? ""
                : "; \(count) \(count == 1 ? "mode" : "modes") of \(ProseList.quoted(others)) \(count == 1 ? "is" : "are") not emitted"
            diagnostics.append(.init(.note, "of the axis '\(choice.modifier)', dsys generates the iOS context '\(choice.context)'" + leftOut,
                                     hint: "pick another context with --context \(choice.modifier)=<context>"))
        }
    }
}
