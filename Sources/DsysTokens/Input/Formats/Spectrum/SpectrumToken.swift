import DsysSource

/// One top-level token of a Spectrum file: `{ "$schema", "value" | "sets", "uuid", "deprecated",
/// "deprecated_comment", "renamed", "private", "component" }`, where each member of `sets` is a
/// token of the same shape (sets nest: a system set of scale sets).
struct SpectrumToken: Sendable {
    var name: String
    var file: SourceFile
    var node: SourceNode
    /// `"private": true`: referenced by other tokens, not part of the generated API.
    var isPrivate: Bool

    /// The members a Spectrum token (or one of its sets) may have.
    private static let knownKeys: Set<String> = [
        "$schema", "value", "sets", "uuid", "deprecated", "deprecated_comment", "renamed", "private", "component",
        "description",
    ]

    /// The axes this token's sets use with their set names, in the order met, after checking the token's
    /// shape. Problems are reported once here; `definition(choosing:)` then skips what it cannot read.
    func checkShape(diagnostics: inout Diagnostics) -> SpectrumAxesFound {
        var found = SpectrumAxesFound()
        var pending = [node]
        while let current = pending.popLast() {
            guard let members = current.members else {
                diagnostics.error(
                    "a set of Spectrum token '\(name)' is \(current.kindDescription), but it must be a token object",
                    at: file.location(of: current), token: name, hint: "write { \"$schema\": …, \"value\": … }"
                )
                continue
            }
            checkProperties(members, diagnostics: &diagnostics)
            guard let sets = current["sets"] else {
                if current["value"] == nil {
                    diagnostics.error(
                        "Spectrum token '\(name)' has neither 'value' nor 'sets'", at: file.location(of: current),
                        token: name, hint: "give it a \"value\", or \"sets\" with a token per mode"
                    )
                }
                continue
            }
            guard let setMembers = sets.members, !setMembers.isEmpty else {
                diagnostics.error(
                    "'sets' of Spectrum token '\(name)' must be an object with a token per mode, but it is "
                        + (sets.members == nil ? sets.kindDescription : "empty"),
                    at: file.location(of: sets), token: name
                )
                continue
            }
            let names = setMembers.map(\.key)
            found.add(SpectrumAxis.of(setsOwner: current, setNames: names), contexts: names)
            pending += setMembers.reversed().map(\.value)
        }
        return found
    }

    /// Reports unknown members and wrongly typed flags, at the member.
    private func checkProperties(_ members: [SourceMember], diagnostics: inout Diagnostics) {
        for member in members {
            let expected: String? = switch member.key {
            case "deprecated", "private": [.bool(true), .bool(false)].contains(member.value.value) ? nil : "true or false"
            case "deprecated_comment", "renamed", "description", "$schema": member.value.string == nil ? "a string" : nil
            default: nil
            }
            if let expected {
                diagnostics.error(
                    "'\(member.key)' of Spectrum token '\(name)' must be \(expected), but it is "
                        + member.value.kindDescription,
                    at: file.location(of: member.value), token: name
                )
            } else if !Self.knownKeys.contains(member.key) {
                diagnostics.warning(
                    "'\(member.key)' on Spectrum token '\(name)' is not a Spectrum token property and is ignored",
                    at: file.location(ofKey: member), token: name
                )
            }
        }
    }

    /// The token as it reads in the mode that picks `choices` (axis name → set name): `sets` are
    /// followed to the chosen set (see `SpectrumAxis.substitute` for a set the token lacks, which is
    /// reported), deprecation is gathered along the way, and the type comes from the last `$schema`
    /// that names one. Nil when the token has no value there (its shape was reported by `checkShape`).
    func definition(choosing choices: [String: String], diagnostics: inout Diagnostics) -> RawToken? {
        var current = node
        var pointer = "/" + JSONPointer.escape(name)
        var deprecation = SpectrumDeprecation()
        deprecation.read(current)
        var schemaNode = current["$schema"]
        var type = schemaNode?.string.flatMap(SpectrumSchema.init)
        var typeName = type?.typeName
        while let sets = current["sets"]?.members, !sets.isEmpty {
            let names = sets.map(\.key)
            let axis = SpectrumAxis.of(setsOwner: current, setNames: names)
            let wanted = choices[axis.name] ?? axis.knownContexts.first ?? names[0]
            let chosen = axis.substitute(for: wanted, among: names)
            if chosen != wanted {
                diagnostics.warning(
                    "Spectrum token '\(name)' has no '\(wanted)' set; its '\(chosen)' set is used for \(axis.name) "
                        + "'\(wanted)'", at: file.location(of: current["sets"] ?? current), token: name,
                    hint: "add a \"\(wanted)\" set to the token"
                )
            }
            guard let next = sets.first(where: { $0.key == chosen })?.value, next.members != nil else { return nil }
            let memberType = type?.memberTypeName
            current = next
            pointer += "/sets/" + JSONPointer.escape(chosen)
            deprecation.read(current)
            if let nested = current["$schema"] {
                schemaNode = nested
                type = nested.string.flatMap(SpectrumSchema.init)
                typeName = type?.typeName
            } else if let memberType {
                typeName = memberType
            }
        }
        guard let value = current["value"] else { return nil }
        let typePosition = typeName == nil ? nil : schemaNode.map { (line: $0.line, column: $0.column) }
        return RawToken(
            path: TokenPath([name]), typeName: typeName, typePosition: typePosition,
            value: value, file: file.path, pointerBase: TokenPointer(base: pointer, baseDepth: 1),
            description: current["description"]?.string ?? node["description"]?.string,
            deprecation: deprecation.deprecation, extensions: nil, dialect: .legacy
        )
    }
}

/// A Spectrum token's deprecation, gathered from the token and the sets chosen for a mode:
/// `deprecated`, `deprecated_comment` (the innermost wins) and `renamed` (the new name, which
/// implies deprecation of the old one).
private struct SpectrumDeprecation {
    var isDeprecated = false
    var comment: String?
    var renamed: String?

    mutating func read(_ node: SourceNode) {
        if case .bool(true)? = node["deprecated"]?.value { isDeprecated = true }
        if let text = node["deprecated_comment"]?.string { comment = text }
        if let text = node["renamed"]?.string { renamed = text }
    }

    /// `deprecatedWithReason("Renamed to '<new name>'. <comment>")`, or plain `deprecated`.
    var deprecation: Token.Deprecation? {
        guard isDeprecated || renamed != nil else { return nil }
        let reason = [renamed.map { "Renamed to '\($0)'." }, comment].compactMap { $0 }.joined(separator: " ")
        return reason.isEmpty ? .deprecated : .deprecatedWithReason(reason)
    }
}
