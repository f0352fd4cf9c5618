import DsysSource

/// Why `dsys pull figma` could not save a file's variables, each with what to do. No message holds
/// the access token.
public enum FigmaPullError: Error, Sendable, Equatable {
    /// `FIGMA_ACCESS_TOKEN` is unset or empty.
    case missingToken
    /// `FIGMA_ACCESS_TOKEN` holds characters no token has (spaces, line breaks, non-ASCII).
    case malformedToken
    /// No file key was given, on the command line or in `dsys.json`'s `figma.fileKey`.
    case missingFileKey
    /// The file key (or link) holds no key.
    case invalidFileKey(String)
    /// HTTP 403: a token without access, or a plan without the Variables REST API.
    case forbidden(serverMessage: String?)
    /// HTTP 404: no such file.
    case fileNotFound(FigmaFileKey)
    /// HTTP 429, with the seconds `Retry-After` asks to wait, when given.
    case rateLimited(retryAfter: String?)
    /// Another HTTP status.
    case httpStatus(Int, serverMessage: String?)
    /// The request did not reach Figma (no network, DNS, TLS, timeout).
    case unreachable(String)
    /// Figma answered 200 with something that is not the local-variables response.
    case unexpectedResponse(String)
    /// The response could not be saved.
    case writeFailed(path: String, reason: String)

    /// The error as dsys prints it.
    public var diagnostic: Diagnostic {
        switch self {
        case .missingToken:
            .error("no Figma access token: the environment variable \(FigmaVariablesPull.tokenVariable) is not set",
                   hint: "create a personal access token with the file_variables:read scope in Figma (Settings › Security) "
                       + "and export \(FigmaVariablesPull.tokenVariable)=…; dsys never reads it from arguments or files")
        case .malformedToken:
            .error("the environment variable \(FigmaVariablesPull.tokenVariable) holds characters an access token cannot have",
                   hint: "copy the token again: it is one line of printable ASCII, without spaces")
        case .missingFileKey:
            .error("no Figma file key given",
                   hint: "pass it (dsys pull figma abc123XYZ), or add \"figma\": { \"fileKey\": \"abc123XYZ\" } to dsys.json")
        case .invalidFileKey(let input):
            .error("\(QuotedInput.quoted(input)) is not a Figma file key or file link",
                   hint: "use the part after /design/ (or /file/) in the file's link: letters and digits")
        case .forbidden(let message):
            .error("Figma refused the request (HTTP 403" + (message.map { ": \($0)" } ?? "") + ")",
                   hint: "the Variables REST API is open only to full members of Enterprise organizations, with a token that "
                       + "has the file_variables:read scope; without Enterprise, export the variables with a plugin as "
                       + "DTCG token files and pass those to dsys (see 'Figma Variables' in the README)")
        case .fileNotFound(let key):
            .error("Figma has no file with the key '\(key)' (HTTP 404)",
                   hint: "copy the key from the file's link, figma.com/design/<key>/…, and check the token's account can open it")
        case .rateLimited(let retryAfter):
            .error("Figma's rate limit was reached (HTTP 429)",
                   hint: retryAfter.map { "try again in \($0) seconds (Retry-After)" } ?? "wait a minute and try again")
        case .httpStatus(let status, let message):
            .error("Figma answered HTTP \(status)" + (message.map { ": \($0)" } ?? ""),
                   hint: "try again later; if it persists, check status.figma.com")
        case .unreachable(let reason):
            .error("could not reach the Figma API: \(reason)", hint: "check the network connection and try again")
        case .unexpectedResponse(let reason):
            .error("Figma's answer is not the local-variables response: \(reason)",
                   hint: "nothing was written; try again, and report it if it persists")
        case .writeFailed(let path, let reason):
            .error("could not write '\(path)': \(reason)", hint: "check that the folder exists and is writable")
        }
    }
}
