import DsysSource

/// Applies the `$extends` whose target group is in another input (`TokenLayer.externalExtensions`):
/// DTCG 2025.10 resolves `$extends` against the tokens of all inputs together, as Terrazzo does
/// (a palette file's `base.palette.primary` extending `{primitives.color.fuchsia}` of the primitives file).
///
/// In each mode the target's tokens are those the mode's layers define below it, a later layer's
/// definition winning. Their copies, moved below the extending group, go into a layer placed right
/// before the extending group's own, leaving out the paths that layer or an earlier one defines: the
/// group's own tokens override the inherited ones, and later layers override both. A group extending
/// a group that itself extends across files is applied after it; a cycle is reported once. Copies
/// count against the run's `ExtensionBudget`, each extension once however many modes apply it.
/// Linear in the mode's tokens and the copies: the tokens below extended and extending groups are
/// indexed once per mode.
enum CrossFileExtensions {
    /// `plan` with each mode's external extensions applied; `plan` itself when no layer has any.
    static func apply(to plan: ResolutionPlan, diagnostics: inout Diagnostics) -> ResolutionPlan {
        guard plan.modes.contains(where: { $0.layers.contains { !$0.externalExtensions.isEmpty } }) else { return plan }
        var run = Run(budget: ExtensionBudget(copied: plan.copiedByExtends))
        var applied = plan
        for index in applied.modes.indices {
            applied.modes[index].layers = run.apply(to: applied.modes[index].layers)
        }
        run.report(into: &diagnostics)
        return applied
    }

    /// One extension of a mode, with the position of its layer.
    private struct Pending {
        var layer: Int
        var item: ExternalGroupExtension
    }

    private enum State {
        case pending, onChain, done
    }

    /// What the modes of one plan share: the budget, and the problems, reported once for all modes.
    private struct Run {
        let budget: ExtensionBudget
        /// The most tokens each extension (by where it is written) has been charged for in a mode.
        private var charged: [SourceLocation: Int] = [:]
        /// The extensions whose target some mode defines, and those some mode lacks.
        private var found: Set<SourceLocation> = []
        private var missing: [ExternalGroupExtension] = []
        private var problems = Diagnostics()
        private var reported: Set<SourceLocation> = []

        init(budget: ExtensionBudget) {
            self.budget = budget
        }

        /// `layers` with a layer of copies before each layer whose groups extend groups of others.
        mutating func apply(to layers: [TokenLayer]) -> [TokenLayer] {
            let pending = layers.indices.flatMap { index in layers[index].externalExtensions.map { Pending(layer: index, item: $0) } }
            guard !pending.isEmpty else { return layers }
            var index = ModeGroupIndex(groups: Set(pending.flatMap { [$0.item.group, $0.item.target] }))
            for layerIndex in layers.indices {
                for token in layers[layerIndex].tokens { index.add(token, at: Self.position(ofLayer: layerIndex)) }
            }
            var extensionByGroup: [TokenPath: Int] = [:]
            for position in pending.indices where extensionByGroup[pending[position].item.group] == nil {
                extensionByGroup[pending[position].item.group] = position
            }
            var copies = Array(repeating: [RawToken](), count: layers.count)
            var states = Array(repeating: State.pending, count: pending.count)
            for start in pending.indices where states[start] == .pending {
                var chain: [Int] = []
                var next: Int? = start
                while let current = next, states[current] == .pending {
                    states[current] = .onChain
                    chain.append(current)
                    next = extensionByGroup[pending[current].item.target]
                }
                if let current = next, states[current] == .onChain, let cycleStart = chain.firstIndex(of: current) {
                    let groups = chain[cycleStart...].map { pending[$0].item.group.description }
                    reportOnce(at: pending[current].item.location) {
                        $0.error("'$extends' cycle: \(ChainText.arrows(groups + [groups[0]]))", at: pending[current].item.location,
                                 token: groups[0], hint: "a group cannot extend itself, directly or through other groups")
                    }
                    for position in chain[cycleStart...] { states[position] = .done }
                    chain.removeSubrange(cycleStart...)
                }
                for position in chain.reversed() {
                    states[position] = .done
                    copy(pending[position], isExtended: extensionByGroup[pending[position].item.target] != nil,
                         index: &index, into: &copies[pending[position].layer])
                }
            }
            var result: [TokenLayer] = []
            result.reserveCapacity(layers.count + pending.count)
            for layerIndex in layers.indices {
                var layer = layers[layerIndex]
                layer.externalExtensions = []
                if !copies[layerIndex].isEmpty {
                    var inherited = TokenLayer(name: layer.name, tokens: copies[layerIndex], isSourceOnly: layer.isSourceOnly)
                    inherited.isTokensStudioSet = layer.isTokensStudioSet
                    result.append(inherited)
                }
                result.append(layer)
            }
            return result
        }

        /// The position of layer `index` among the layers and the copies placed before each.
        private static func position(ofLayer index: Int) -> Int {
            2 * index + 1
        }

        /// Copies the tokens below `pending`'s target into its group, except those its layer or an
        /// earlier one defines. `isExtended` tells whether the target extends a group itself.
        private mutating func copy(
            _ pending: Pending, isExtended: Bool, index: inout ModeGroupIndex, into copies: inout [RawToken]
        ) {
            let item = pending.item
            if item.group.segments.starts(with: item.target.segments) {
                reportOnce(at: item.location) {
                    $0.error("'$extends' cycle: '\(item.group)' extends its own ancestor '\(item.target)'", at: item.location,
                             token: item.group.description, hint: "a group cannot extend a group that contains it")
                }
                return
            }
            let inherited = index.members(of: item.target)
            guard !inherited.isEmpty || isExtended else {
                missing.append(item)
                return
            }
            found.insert(item.location)
            let charge = max(0, inherited.count - charged[item.location, default: 0])
            guard budget.allows(charge) else {
                reportOnce(at: item.location) { [budget] in
                    budget.reportExceeded(group: item.group, target: item.target, count: inherited.count, at: item.location, into: &$0)
                }
                return
            }
            charged[item.location] = max(charged[item.location, default: 0], inherited.count)
            for _ in 0..<charge { budget.recordCopy() }
            let ownPosition = Self.position(ofLayer: pending.layer)
            let targetDepth = item.target.segments.count
            for path in inherited {
                guard var token = index.definition(of: path) else { continue }
                let extendedPath = TokenPath(item.group.segments + path.segments.dropFirst(targetDepth))
                if let first = index.firstPosition(of: extendedPath), first <= ownPosition { continue }
                // The copy keeps the pointer of the definition it copies, which is where its value is written.
                token.pointerBase = TokenPointer(base: token.pointer, baseDepth: extendedPath.segments.count)
                token.path = extendedPath
                index.add(token, at: ownPosition - 1)
                copies.append(token)
            }
        }

        /// Reports a problem of the extension at `location` once, however many modes meet it.
        private mutating func reportOnce(at location: SourceLocation, _ report: (inout Diagnostics) -> Void) {
            guard reported.insert(location).inserted else { return }
            report(&problems)
        }

        /// Reports the problems met, and each extension whose target no mode defines.
        func report(into diagnostics: inout Diagnostics) {
            diagnostics.append(contentsOf: problems)
            var warned: Set<SourceLocation> = []
            for item in missing where !found.contains(item.location) && warned.insert(item.location).inserted {
                diagnostics.warning(
                    "'\(item.group)' extends '\(item.target)', which no input defines as a group; it is read with its own tokens only",
                    at: item.location, token: item.group.description,
                    hint: "give the file that defines '\(item.target)' as an input too, or correct the reference"
                )
            }
        }
    }
}
