@testable import DsysSource
import Testing

/// `ProcessLifetime` keeps what it is given until the process exits: what a plain `dsys generate`
/// no longer reads (its final model) is never freed one allocation at a time.
@Suite struct ProcessLifetimeTests {
    private final class Kept {}

    @Test func aKeptValueOutlivesEveryReferenceToIt() {
        weak var kept: Kept?
        weak var dropped: Kept?
        do {
            let value = Kept()
            kept = value
            ProcessLifetime.keep(value)
            dropped = Kept()
        }
        #expect(kept != nil)
        #expect(dropped == nil, "a value nothing keeps is freed, so the check above can fail")
    }
}
