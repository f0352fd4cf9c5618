/// A fixed block of generated text kept as a file under `Sources/DsysGenerator/Templates/` and
/// embedded into the binary when dsys is built (`Package.swift`: `.embedInCode`), with named slots
/// written `⟪name⟫` (anything between `⟪` and `⟫` on one line; a lone `⟪` is plain text).
///
/// The file's last newline is not part of the template, so files end the way editors leave them.
/// `filled(_:)` needs a value for every slot and no value without a slot; it fills every slot in
/// one pass, so a value is inserted exactly as given (callers escape what they take from input)
/// and is never searched for slots itself.
struct Template: Sendable {
    /// The template's file, relative to `Templates/`.
    let path: String
    /// The names of the template's slots.
    let slots: Set<String>
    private let pieces: [Piece]

    private enum Piece: Sendable {
        case text(Substring)
        case slot(String)

        var slotName: String? {
            if case .slot(let name) = self { return name }
            return nil
        }
    }

    /// The slot names a fill is missing and the names it gives that are no slot of the template.
    struct Mismatch: Equatable, CustomStringConvertible {
        let missing: [String]
        let unknown: [String]

        var description: String {
            var parts: [String] = []
            if !missing.isEmpty { parts.append("no value for " + missing.map { "⟪\($0)⟫" }.joined(separator: ", ")) }
            if !unknown.isEmpty { parts.append("no slot for " + unknown.joined(separator: ", ")) }
            return parts.joined(separator: "; ")
        }
    }

    /// The template in `bytes`, the embedded contents of `Templates/<path>`.
    init(_ path: String, _ bytes: [UInt8]) {
        self.init(path, text: String(decoding: bytes, as: UTF8.self))
    }

    /// The template `text` (a file's contents, final newline included).
    init(_ path: String, text: String) {
        self.path = path
        var body = Substring(text)
        if body.hasSuffix("\n") { body.removeLast() }
        var pieces: [Piece] = []
        while let open = body.firstIndex(of: "⟪") {
            let afterOpen = body.index(after: open)
            guard let close = body[afterOpen...].firstIndex(where: { $0 == "⟫" || $0 == "⟪" || $0 == "\n" }),
                  body[close] == "⟫"
            else {
                pieces.append(.text(body[...open]))
                body = body[afterOpen...]
                continue
            }
            if open > body.startIndex { pieces.append(.text(body[..<open])) }
            pieces.append(.slot(String(body[afterOpen..<close])))
            body = body[body.index(after: close)...]
        }
        if !body.isEmpty { pieces.append(.text(body)) }
        self.pieces = pieces
        slots = Set(pieces.compactMap(\.slotName))
    }

    /// How `names` differ from the template's slots; nil when they are the same set.
    func mismatch(_ names: some Sequence<String>) -> Mismatch? {
        let given = Set(names)
        guard given != slots else { return nil }
        return Mismatch(missing: slots.subtracting(given).sorted(), unknown: given.subtracting(slots).sorted())
    }

    /// The template with every slot replaced by its value. A value for every slot and none more is
    /// the caller's contract (`TemplateTests` checks each template's slots): a mismatch is a bug in
    /// dsys, not in its input, so it stops the program naming the template and the names.
    func filled(_ values: [String: String]) -> String {
        if let mismatch = mismatch(values.keys) {
            preconditionFailure("template \(path): \(mismatch)")
        }
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .slot(let name): result += values[name] ?? ""
            }
        }
        return result
    }
}
