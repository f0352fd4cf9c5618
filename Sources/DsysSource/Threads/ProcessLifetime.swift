/// Values a process that ends soon keeps until it exits instead of freeing them.
///
/// A large resolved set is millions of objects and arrays; releasing them one by one is work the
/// operating system does at once when the process ends (compilers skip the same teardown). Only
/// for results the process uses to its end.
package enum ProcessLifetime {
    /// Holds a value; retained once and never released.
    private final class Holder<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` alive until the process exits.
    package static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}
