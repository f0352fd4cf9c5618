#if canImport(Glibc)
import Glibc
#endif

/// Hands memory the process has freed back to the system, between the stages of a large run.
///
/// glibc keeps freed memory for reuse, and pages pinned by a few live allocations (the strings the
/// token tree parsed on a second thread shares with the model, in that thread's own arena) count
/// towards the process's memory until `malloc_trim` releases the free pages around them. The
/// Glibc module does not export it, so it is looked up at run time; elsewhere this does nothing.
enum FreedMemory {
    static func returnToSystem() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }
}
