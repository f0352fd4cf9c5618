#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sleeps until something may have changed in a set of folders: with inotify on Linux (woken by
/// any create, write, move or delete in them), elsewhere by polling. The caller compares
/// `WatchedFiles` fingerprints to decide whether a watched file really changed.
public final class FileChangeWaiter {
    #if canImport(Glibc)
    private let descriptor: Int32
    #endif

    /// Watches `folders` (missing ones are skipped).
    public init(folders: [String]) {
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_ATTRIB)
        if descriptor >= 0 {
            for folder in folders { _ = inotify_add_watch(descriptor, folder, mask) }
        }
        #endif
    }

    deinit {
        #if canImport(Glibc)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Returns after at most `milliseconds`, earlier when a watched folder reports an event.
    public func wait(milliseconds: Int32) {
        #if canImport(Glibc)
        guard descriptor >= 0 else { return sleep(milliseconds) }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return }
        // Drain the queued events; which file changed is decided by the fingerprints.
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        #else
        sleep(milliseconds)
        #endif
    }

    private func sleep(_ milliseconds: Int32) {
        usleep(useconds_t(milliseconds) * 1000)
    }
}
