import Foundation
import Testing

/// The tests of real token sets need `../shared/corpus`, and the gallery rendering tests need
/// headless Chromium. Their suites are skipped when these are missing; this suite makes that a
/// failure, since CI has both (`.ci/run` installs Chromium), unless the run says it may do without
/// them: `DSYS_ALLOW_MISSING=corpus,chromium swift test`.
struct ExternalResourceTests {
    /// Whether `DSYS_ALLOW_MISSING` names `resource`.
    private static func mayBeMissing(_ resource: String) -> Bool {
        (ProcessInfo.processInfo.environment["DSYS_ALLOW_MISSING"] ?? "").split(separator: ",").contains { $0 == resource }
    }

    @Test func theSharedCorpusIsPresent() {
        #expect(InputTestSupport.corpus != nil || Self.mayBeMissing("corpus"),
                "\(InputTestSupport.corpusMissing): its tests were skipped; put it there, or set DSYS_ALLOW_MISSING=corpus to skip them knowingly")
    }

    @Test func headlessChromiumIsPresent() {
        #expect(HeadlessChromium.found != nil || Self.mayBeMissing("chromium"),
                "no chromium on the PATH: the gallery rendering tests were skipped; install Debian's chromium (.ci/run does), or set DSYS_ALLOW_MISSING=chromium to skip them knowingly")
    }
}
