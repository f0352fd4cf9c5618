import DsysSource

/// The collections whose modes can change a generated variable: those of the variables dsys
/// generates, and of every variable they alias, directly or through others, in any mode or
/// extended collection's override. A
/// collection none of them reaches makes no mode axis (its default mode is read): coingaming's
/// moon file keeps button variants in hidden collections (`_Button_ghost` with modes `Primary`,
/// `Light`, `Dark`, …) that no generated variable aliases, and their `Light`/`Dark` became the
/// package's appearance while its `Global Colors` stayed in `MDS-Light`, every dark color a light one.
enum FigmaRelevantCollections {
    /// The ids of the collections `variables` reach from the generated ones.
    static func ids(of variables: [FigmaVariable]) -> Set<String> {
        var byID: [String: Int] = [:]
        for index in variables.indices { byID[variables[index].id] = index }
        var reached = Set(variables.indices.filter { !variables[$0].isSourceOnly })
        var pending = Array(reached)
        while let index = pending.popLast() {
            let values = (variables[index].valuesByMode.members ?? []).map(\.value) + variables[index].overrides.map(\.value)
            for value in values {
                guard value["type"]?.string == "VARIABLE_ALIAS", let id = value["id"]?.string,
                      let target = byID[id], reached.insert(target).inserted
                else { continue }
                pending.append(target)
            }
        }
        return Set(reached.map { variables[$0].collection.id })
    }
}
