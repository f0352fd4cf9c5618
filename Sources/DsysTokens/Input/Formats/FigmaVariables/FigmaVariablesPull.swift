import Foundation
import DsysSource

/// `dsys pull figma`: fetches a file's local variables and saves Figma's answer as it came, once
/// it is checked to be the local-variables response, replacing the file atomically (a reader sees
/// the old file or the new one, never a part).
public struct FigmaVariablesPull: Sendable {
    /// The environment variable that holds the access token, the only place dsys takes it from.
    public static let tokenVariable = "FIGMA_ACCESS_TOKEN"
    /// Where the response is saved when nothing says otherwise, beside the config.
    public static let defaultOutput = "figma-variables.json"

    /// What was saved.
    public struct Summary: Sendable, Equatable {
        public var path: String
        public var collections: Int
        public var variables: Int
        public var bytes: Int

        /// `wrote figma-variables.json: 24 variables in 3 collections (5123 bytes)`.
        public var message: String {
            "wrote \(path): \(variables) variable\(variables == 1 ? "" : "s") in \(collections) collection"
                + "\(collections == 1 ? "" : "s") (\(bytes) bytes)"
        }
    }

    public var client: FigmaVariablesClient

    public init(client: FigmaVariablesClient = FigmaVariablesClient()) {
        self.client = client
    }

    /// Fetches the variables of `fileKey` (a key or a file link) with the token in `environment`
    /// and saves them at `path`.
    public func run(fileKey: String?, path: String, environment: [String: String]) throws(FigmaPullError) -> Summary {
        guard let token = environment[Self.tokenVariable]?.trimmingSpaces(), !token.isEmpty else { throw .missingToken }
        guard token.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { throw .malformedToken }
        guard let fileKey else { throw .missingFileKey }
        guard let key = FigmaFileKey(fileKey) else { throw .invalidFileKey(fileKey) }
        let response = try client.localVariables(of: key, token: token)
        switch response.status {
        case 200: break
        case 403: throw .forbidden(serverMessage: Self.serverMessage(in: response.body))
        case 404: throw .fileNotFound(key)
        case 429: throw .rateLimited(retryAfter: response.retryAfter.flatMap { Int($0.trimmingSpaces()) }.map(String.init))
        default: throw .httpStatus(response.status, serverMessage: Self.serverMessage(in: response.body))
        }
        let (collections, variables) = try Self.counts(in: response.body)
        do {
            try response.body.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .writeFailed(path: path, reason: (error as NSError).localizedDescription)
        }
        return Summary(path: path, collections: collections, variables: variables, bytes: response.body.count)
    }

    /// The number of collections and variables in `body`, after checking it is the response.
    private static func counts(in body: Data) throws(FigmaPullError) -> (Int, Int) {
        var diagnostics = Diagnostics()
        guard let file = SourceFileReader.read([UInt8](body), displayPath: "response", syntax: .json, diagnostics: &diagnostics)
        else {
            throw .unexpectedResponse(diagnostics.errors.first.map { "it is not JSON (\($0.message))" } ?? "it is not JSON")
        }
        guard FigmaVariablesLoader.isVariablesResponse(file), let meta = file.root["meta"] else {
            throw .unexpectedResponse("it has no \"meta\" with \"variableCollections\" and \"variables\" objects")
        }
        return (meta["variableCollections"]?.members?.count ?? 0, meta["variables"]?.members?.count ?? 0)
    }

    /// The `err` or `message` of an error body, quoted and shortened; nil when there is none.
    private static func serverMessage(in body: Data) -> String? {
        var diagnostics = Diagnostics()
        guard let file = SourceFileReader.read([UInt8](body.prefix(64 * 1024)), displayPath: "response", syntax: .json,
                                               diagnostics: &diagnostics),
              let text = file.root["err"]?.string ?? file.root["message"]?.string, !text.isEmpty
        else { return nil }
        return QuotedInput.quoted(String(text.prefix(200)))
    }
}
