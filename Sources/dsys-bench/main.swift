import DsysCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// dsys-bench: times the pipeline stages on synthetic DTCG token sets of growing size.
// Run with `swift run -c release dsys-bench [token counts...]`. Each row is the first and the best
// of five runs, the process's peak resident memory after them, and how much the row raised that
// peak. Linux keeps the peak across exec, so under `swift run` the absolute figure includes
// swift-run's own peak (shown in the first line); run the built binary directly for absolute
// figures. The last rows of each size run the whole front end (read, validate, resolve) from a file,
// then render the gallery page of the resolved tokens, then run the front end on the set with every
// alias missing (each a near spelling of a token its group holds: the diagnostics' own cost). `dsys-bench --generate [COUNT...]` times
// `dsys generate` against copying its output (see `GenerateBenchmark`); `--regenerate [COUNT...]`
// times regenerating after one token changed against a fresh run (`RegenerateBenchmark`). `--mix NAME` picks the
// token set (`SyntheticTokenSet.TokenMix`: colors, the default; mixed; shadow, typography,
// gradient, border), anywhere on the command line.

/// How many times `measure` runs a body; the first and the fastest run are reported.
let runsPerMeasurement = 5

/// The result of the current timed run: kept alive so the optimizer cannot drop the work, and freed
/// between runs so freeing the trees is not counted as part of a stage.
nonisolated(unsafe) var results: [Any] = []

/// Peak resident set size of this process so far, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
    return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
    return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
}

func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10) MB"
}

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// Runs `body` five times and prints one table row: its first and best times, the peak RSS after it,
/// and how much this measurement raised the peak. The first run pays for memory the process has not
/// used before (page faults); later runs reuse what the allocator kept.
func measure(_ name: String, _ body: () -> Void) {
    let clock = ContinuousClock()
    let peakBefore = peakResidentBytes()
    var times: [Duration] = []
    for _ in 0..<runsPerMeasurement {
        times.append(clock.measure(body))
        results.removeAll()
    }
    let peak = peakResidentBytes()
    print(padded(name, 44) + padded(formatted(times[0]), 12) + padded(formatted(times.min()!), 12)
          + padded(megabytes(peak), 12) + "+" + megabytes(peak - peakBefore))
}

/// `duration` in milliseconds with one decimal.
func formatted(_ duration: Duration) -> String {
    let tenths = Int((Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15) * 10)
    return "\(tenths / 10).\(tenths % 10) ms"
}

/// Reads `bytes` as JSON of the given syntax and checks it read cleanly.
func readStage(_ bytes: [UInt8], syntax: SourceFileReader.Syntax) {
    var diagnostics = Diagnostics()
    let file = SourceFileReader.read(bytes, displayPath: "synthetic.tokens.json", syntax: syntax, diagnostics: &diagnostics)
    guard let members = file?.root.members, !diagnostics.hasErrors else {
        fatalError("synthetic token set did not read: \(diagnostics.sorted.map(\.description))")
    }
    results.append(members)
}

/// The whole front end on a file: read, validate (structure and value shapes), resolve aliases.
func frontEndStage(_ path: String) {
    var diagnostics = Diagnostics()
    guard let tokens = FrontEnd().load([path], diagnostics: &diagnostics), !diagnostics.hasErrors else {
        fatalError("synthetic token set did not resolve: \(diagnostics.sorted.prefix(5).map(\.description))")
    }
    results.append(tokens)
}

/// The set `text` with every alias naming a token its group lacks, a near spelling of the one it
/// named (`{color.palettea.100}` → `{color.palettea.105}`): each missing reference's warning asks
/// whether it is a group and which token is meant, once a scan of every path each (minutes for
/// 8,000 of them).
func missingReferences(in text: String) -> [UInt8] {
    Array(text.replacingOccurrences(of: "00}\"", with: "05}\"").utf8)
}

/// The front end on a file whose aliases all miss (`missingReferences(in:)`): each is skipped with a
/// warning, and nothing else may go wrong.
func missingReferencesStage(_ path: String, aliases: Int) {
    var diagnostics = Diagnostics()
    let tokens = FrontEnd().load([path], diagnostics: &diagnostics)
    guard tokens != nil, !diagnostics.hasErrors, diagnostics.warnings.count >= aliases else {
        fatalError("the set with missing references did not load as expected: \(diagnostics.sorted.prefix(5).map(\.description))")
    }
    results.append(diagnostics)
}

/// The gallery page (`dsys gallery`) of resolved tokens; returns its size in bytes.
@discardableResult
func galleryStage(_ tokens: ResolvedTokens) -> Int {
    var diagnostics = Diagnostics()
    guard let html = GalleryPage(config: GeneratorConfig()).render(tokens, diagnostics: &diagnostics) else {
        fatalError("synthetic token set has no gallery: \(diagnostics.sorted.prefix(5).map(\.description))")
    }
    results.append(html)
    return html.utf8.count
}

/// Writes `bytes` to the file at `path`.
func writeFile(_ bytes: [UInt8], to path: String) {
    guard let handle = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
    fclose(handle)
}

/// Writes `bytes` to a temporary file for the stages that read from disk.
func temporaryFile(_ bytes: [UInt8], tokenCount: Int) -> String {
    let path = "/tmp/dsys-bench-\(tokenCount)-\(getpid()).tokens.json"
    writeFile(bytes, to: path)
    return path
}

/// `dsys-bench --write COUNT PATH` writes the synthetic set of COUNT tokens to PATH and exits, so the
/// CLI itself can be timed on it: `time dsys validate PATH`.
var arguments = Array(CommandLine.arguments.dropFirst())
/// The token mix of `--mix NAME`, taken out of `arguments`.
let mix: SyntheticTokenSet.TokenMix = {
    guard let flag = arguments.firstIndex(of: "--mix") else { return .colors }
    let names = SyntheticTokenSet.TokenMix.all.map(\.name)
    guard flag + 1 < arguments.count, let mix = SyntheticTokenSet.TokenMix.all.first(where: { $0.name == arguments[flag + 1] }) else {
        print("usage: --mix \(names.joined(separator: "|"))")
        exit(2)
    }
    arguments.removeSubrange(flag...(flag + 1))
    return mix
}()

if arguments.first == "--write" {
    // `--style-dictionary` writes the set in Style Dictionary's legacy form (`value`/`type`).
    let format: SyntheticTokenSet.TokenFormat = arguments.contains("--style-dictionary") ? .styleDictionary : .dtcg
    arguments.removeAll { $0 == "--style-dictionary" }
    guard arguments.count == 3, let tokenCount = Int(arguments[1]), tokenCount > 0 else {
        print("usage: dsys-bench --write TOKEN_COUNT PATH [--mix NAME] [--style-dictionary]")
        exit(2)
    }
    writeFile(Array(SyntheticTokenSet.make(tokenCount: tokenCount, aliasRatio: 0.2, mix: mix, format: format).utf8), to: arguments[2])
    exit(0)
}

if arguments.first == "--regenerate" {
    let counts = arguments.dropFirst().compactMap { Int($0) }
    RegenerateBenchmark.run(tokenCounts: counts.isEmpty ? [10_000, 100_000] : counts, mix: mix)
    exit(0)
}

if arguments.first == "--generate" {
    let counts = arguments.dropFirst().compactMap { Int($0) }
    GenerateBenchmark.run(tokenCounts: counts.isEmpty ? [10_000, 100_000] : counts, mix: mix)
    exit(0)
}

print("peak RSS at start: \(megabytes(peakResidentBytes()))")
print(padded("stage", 44) + padded("first run", 12) + padded("best of \(runsPerMeasurement)", 12) + padded("peak RSS", 12)
      + "peak increase")
/// Token counts to run: the command-line arguments, or 1k, 10k and 100k.
let tokenCounts = arguments.compactMap { Int($0) }
for tokenCount in tokenCounts.isEmpty ? [1_000, 10_000, 100_000] : tokenCounts {
    let text = SyntheticTokenSet.make(tokenCount: tokenCount, aliasRatio: 0.2, mix: mix)
    let bytes = Array(text.utf8)
    let label = "\(tokenCount / 1000)k tokens, \(megabytes(bytes.count))"
    measure("read json   \(label)") { readStage(bytes, syntax: .json) }
    measure("read json5  \(label)") { readStage(bytes, syntax: .json5) }
    let path = temporaryFile(bytes, tokenCount: tokenCount)
    measure("read+validate+resolve \(label)") { frontEndStage(path) }
    var diagnostics = Diagnostics()
    if let tokens = FrontEnd().load([path], diagnostics: &diagnostics) {
        measure("gallery page (\(megabytes(galleryStage(tokens)))) \(label)") { galleryStage(tokens) }
    }
    unlink(path)
    let missingPath = temporaryFile(missingReferences(in: text), tokenCount: tokenCount)
    measure("every alias missing \(label)") { missingReferencesStage(missingPath, aliases: tokenCount / 5) }
    unlink(missingPath)
}
