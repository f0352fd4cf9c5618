#if canImport(Glibc)
import Glibc
#endif

/// Hands memory the process has freed back to the system, between the stages of a large run.
///
/// glibc keeps freed memory for reuse, each thread in its own arena, and pages pinned by a few live
/// allocations (the strings the token tree parsed on a second thread shares with the model, in
/// that thread's arena) count towards the process's memory until `malloc_trim` releases the free
/// pages around them. What a thread frees in its arena is reused only by the threads of that arena, so
/// the pipeline's second thread calls this after each target. The Glibc module does not export
/// `malloc_trim`, so it is looked up at run time; elsewhere this does nothing.
public enum FreedMemory {
    public static func returnToSystem() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
    }
}
