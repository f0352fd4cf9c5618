import Foundation
import Testing

/// One folder whose generated output is checked in: an example under `Examples/` or a fixture
/// under `Tests/DsysReferenceTests/Fixtures/`. It holds a `dsys.json` naming its inputs and output
/// folder, and either that output folder or `expected-diagnostics.txt` when generation must fail.
struct ReferenceCase: CustomTestStringConvertible, Sendable {
    let folder: URL
    let name: String

    var testDescription: String { name }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every example and fixture folder, sorted. Fixtures that read the shared corpus
    /// (`../shared/corpus`) are left out when it is absent.
    static var all: [ReferenceCase] {
        let roots = [
            repositoryRoot.appendingPathComponent("Examples"),
            repositoryRoot.appendingPathComponent("Tests/DsysReferenceTests/Fixtures"),
        ]
        return roots.flatMap { root -> [ReferenceCase] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
            return names.sorted().compactMap { name in
                let folder = root.appendingPathComponent(name)
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("dsys.json").path) else { return nil }
                let reference = ReferenceCase(folder: folder, name: root.lastPathComponent + "/" + name)
                return reference.inputsExist ? reference : nil
            }
        }
    }

    /// The expected diagnostics when this case must fail, else nil.
    var expectedDiagnostics: String? {
        try? String(contentsOf: folder.appendingPathComponent("expected-diagnostics.txt"), encoding: .utf8)
    }

    /// Whether every input `dsys.json` names exists (the shared corpus may be absent).
    var inputsExist: Bool {
        (config["inputs"] as? [String] ?? []).allSatisfy {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
    }

    private var config: [String: Any] {
        let data = try? Data(contentsOf: folder.appendingPathComponent("dsys.json"))
        return data.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any] ?? [:]
    }

    /// The output folder named by `dsys.json` (`DesignSystem` when it names none).
    var outputFolder: URL {
        folder.appendingPathComponent(config["output"] as? String ?? "DesignSystem")
    }
}

