import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Asks Figma's REST API for a file's local variables: `GET /v1/files/:file_key/variables/local`
/// with the token in the `X-Figma-Token` header. Tests give it a session whose `URLProtocol`
/// answers instead of the network.
public struct FigmaVariablesClient: Sendable {
    /// What came back: the HTTP status, the `Retry-After` header and the body.
    public struct Response: Sendable {
        public var status: Int
        public var retryAfter: String?
        public var body: Data
    }

    /// `https://api.figma.com`, or a stand-in in tests.
    public var baseURL: URL
    /// Makes the session each request uses.
    public var makeSession: @Sendable () -> URLSession
    /// How long one request may take.
    public var timeout: TimeInterval = 60

    public init(
        baseURL: URL = URL(string: "https://api.figma.com")!,
        makeSession: @escaping @Sendable () -> URLSession = { URLSession(configuration: .ephemeral) }
    ) {
        self.baseURL = baseURL
        self.makeSession = makeSession
    }

    /// The local variables of the file `key`, read with `token`; `unreachable` when no answer came.
    public func localVariables(of key: FigmaFileKey, token: String) throws(FigmaPullError) -> Response {
        let url = baseURL.appendingPathComponent("v1/files/\(key.text)/variables/local")
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue(token, forHTTPHeaderField: "X-Figma-Token")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let outcome = Outcome()
        let session = makeSession()
        let task = session.dataTask(with: request) { data, response, error in
            outcome.finish(data: data, response: response, error: error)
        }
        task.resume()
        let result = outcome.wait()
        session.finishTasksAndInvalidate()
        if let error = result.error {
            throw .unreachable((error as? URLError).map(Self.reason) ?? error.localizedDescription)
        }
        guard let http = result.response as? HTTPURLResponse else {
            throw .unreachable("the answer was not an HTTP response")
        }
        return Response(status: http.statusCode, retryAfter: http.value(forHTTPHeaderField: "Retry-After"),
                        body: result.data ?? Data())
    }

    /// A short reason for a failed request.
    private static func reason(_ error: URLError) -> String {
        switch error.code {
        case .notConnectedToInternet, .networkConnectionLost: "no network connection"
        case .timedOut: "the request timed out"
        case .cannotFindHost, .dnsLookupFailed: "the host name could not be resolved"
        case .cannotConnectToHost: "the connection was refused"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate: "the secure connection failed"
        default: "URL error \(error.code.rawValue)"
        }
    }

    /// The completion handler's result, handed from the session's queue to the waiting caller.
    private final class Outcome: @unchecked Sendable {
        // Written once by the handler before `done` is signalled, read only after the wait.
        private var data: Data?
        private var response: URLResponse?
        private var error: (any Error)?
        private let done = DispatchSemaphore(value: 0)

        func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
            self.data = data
            self.response = response
            self.error = error
            done.signal()
        }

        func wait() -> (data: Data?, response: URLResponse?, error: (any Error)?) {
            done.wait()
            return (data, response, error)
        }
    }
}
