@testable import DsysCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers the Figma client's requests in place of api.figma.com: the file key in the path picks
/// the answer (`ok`, `forbidden`, `gone`, `limited`, `offline`, `html`, `shapeless`, `broken`), so
/// parallel tests share no state. `ok` answers 403 unless the token header is `StubToken.value`.
final class FigmaAPIStub: URLProtocol {
    /// The token the stub accepts.
    static let token = "figd_stub-token-0123456789"

    /// A client whose session goes to this stub only.
    static var client: FigmaVariablesClient {
        FigmaVariablesClient(baseURL: URL(string: "https://api.figma.com")!) {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.protocolClasses = [FigmaAPIStub.self]
            return URLSession(configuration: configuration)
        }
    }

    /// The response body the `ok` key answers with: the reference fixture's response.
    static var responseBody: Data {
        (try? Data(contentsOf: URL(fileURLWithPath: FigmaVariablesLoaderTests.fixture))) ?? Data()
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let parts = request.url?.pathComponents ?? []
        guard parts.count == 6, parts[1] == "v1", parts[2] == "files", parts[4] == "variables", parts[5] == "local" else {
            answer(400, body: #"{"status":400,"err":"unexpected path"}"#)
            return
        }
        switch parts[3] {
        case "ok":
            if request.value(forHTTPHeaderField: "X-Figma-Token") == Self.token {
                answer(200, data: Self.responseBody)
            } else {
                answer(403, body: #"{"status":403,"err":"Invalid token"}"#)
            }
        case "forbidden": answer(403, body: #"{"status":403,"err":"Limited by Figma plan"}"#)
        case "gone": answer(404, body: #"{"status":404,"err":"Not found"}"#)
        case "limited": answer(429, body: #"{"status":429,"err":"Rate limit exceeded"}"#, headers: ["Retry-After": "30"])
        case "offline": client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
        case "html": answer(200, body: "<html><body>Sign in</body></html>")
        case "shapeless": answer(200, body: #"{"status":200,"error":false,"meta":{"variables":{}}}"#)
        default: answer(500, body: #"{"status":500,"message":"Internal error"}"#)
        }
    }

    override func stopLoading() {}

    private func answer(_ status: Int, body: String, headers: [String: String] = [:]) {
        answer(status, data: Data(body.utf8), headers: headers)
    }

    private func answer(_ status: Int, data: Data, headers: [String: String] = [:]) {
        guard let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { return }
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: data)
        client?.urlProtocolDidFinishLoading(self)
    }
}
