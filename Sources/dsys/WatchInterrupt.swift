#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by the SIGINT handler of watch mode.
nonisolated(unsafe) private var interruptRequested: sig_atomic_t = 0
/// How many steps that must not be cut short are running (`WatchInterrupt.deferring`).
nonisolated(unsafe) private var deferringSteps: sig_atomic_t = 0
/// Whether a run is under way (`WatchInterrupt.running`).
nonisolated(unsafe) private var isRunning: sig_atomic_t = 0

/// Ctrl-C in `dsys generate --watch`: it stops at once, saying so, whatever the run is doing,
/// except while a run changes the output folder (opening it, which completes what a killed run
/// left, and swapping the new version in): then it says it will stop, and does as soon as that
/// step ends. Cutting a run short anywhere else leaves only the hidden staging folder, which the
/// next run removes. Outside a run (while the loop waits for a change, and while it prints a run's
/// result or prepares the next wait) it only wakes the loop, which ends the watch itself, removing
/// the previous version it kept beside the output folder.
enum WatchInterrupt {
    /// Installs the handler and unblocks SIGINT (a parent may start dsys with it blocked: test
    /// runners, some IDEs).
    static func install() {
        signal(SIGINT, handleInterrupt)
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        sigprocmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// Whether Ctrl-C was pressed.
    static var isRequested: Bool { interruptRequested != 0 }

    /// Runs `body`, a step that changes the output folder, with Ctrl-C held until it ends; then
    /// stops the process if Ctrl-C came meanwhile. Outside watch mode nothing is held (the handler
    /// is not installed).
    static func deferring<Result>(_ body: () throws -> Result) rethrows -> Result {
        deferringSteps += 1
        defer {
            deferringSteps -= 1
            if deferringSteps == 0, interruptRequested != 0 { stopNow() }
        }
        return try body()
    }

    /// Runs `body`, one generation, where Ctrl-C stops the process at once (`deferring` aside).
    /// Outside it, Ctrl-C only sets `isRequested` and interrupts a wait.
    static func running<Result>(_ body: () throws -> Result) rethrows -> Result {
        isRunning = 1
        defer { isRunning = 0 }
        return try body()
    }

    /// Ends the process with status 0 after the last word.
    private static func stopNow() {
        fflush(nil)
        say("dsys: stopped watching.\n")
        _exit(0)
    }

    /// Writes `message` to standard output with one system call, which a signal handler may make.
    fileprivate static func say(_ message: StaticString) {
        _ = write(STDOUT_FILENO, message.utf8Start, message.utf8CodeUnitCount)
    }

    /// The SIGINT handler: stops at once, or notes the request while a step is deferring it.
    fileprivate static let handleInterrupt: @convention(c) (Int32) -> Void = { _ in
        interruptRequested = 1
        if isRunning == 0 { return }
        if deferringSteps == 0 {
            WatchInterrupt.say("\ndsys: interrupted; stopped watching.\n")
            _exit(0)
        }
        WatchInterrupt.say("\ndsys: interrupted; stopping once the output folder is written…\n")
    }
}
