import Foundation
import DsysSource

/// `Components/`: the six starter components, the button styles, the text field style and the card
/// modifier, each with a `#Preview`. Generated only when the tokens fill every role they use; when
/// the config asks for them (`componentPrefix`), the roles that are missing are reported as one warning.
struct ComponentsEmitter {
    let context: EmitContext

    func sections(diagnostics: inout Diagnostics) -> [SourceSection] {
        guard let prefix = context.config.componentPrefix else { return [] }
        let roles = ComponentRoles(context)
        guard roles.missing.isEmpty else {
            if context.config.componentsRequested {
                diagnostics.warning(
                    "components were not generated: the tokens have no \(roles.missing.joined(separator: ", "))",
                    hint: "add those tokens (see the starter design system), or remove \"componentPrefix\" from dsys.json"
                )
            }
            return []
        }
        let lowerPrefix = prefix.prefix(1).lowercased() + prefix.dropFirst().lowercased()
        let names = ["prefix": prefix, "lowerPrefix": lowerPrefix]
        return Template.components.map { name, template in
            var writer = SwiftWriter()
            let body = template.filled(roles.values(for: template.slots, adding: names))
            for line in body.split(separator: "\n", omittingEmptySubsequences: false) { writer.line(String(line)) }
            return SourceSection(nil, defaultPath: "Components/\(prefix)\(name).swift", framework: .swiftUI, writer: writer)
        }
    }
}
