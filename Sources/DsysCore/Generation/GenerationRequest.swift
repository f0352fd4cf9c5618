/// What one `dsys generate` does, as the command line, watch mode and tests ask for it
/// (`DesignSystemGenerator.generate`).
public struct GenerationRequest {
    /// The settings (`dsys.json` with the command line's overrides applied).
    public var settings: ConfigFile
    /// How the inputs are read (rem base, contexts, `$ref` scope, strictness).
    public var frontEnd: FrontEnd
    /// The token inputs; none reads `.dsys/design-system.json` when it exists, else the built-in
    /// starter design system.
    public var inputs: [String]
    /// The output folder, as given (it is normalised before every check).
    public var output: String
    public var layout: GeneratedLayout = .package
    /// Write nothing; compare what would be written with the output folder.
    public var check = false
    /// Where to write the JSON account of every token, if anywhere.
    public var report: String?
    /// Write even into a folder `OutputFolderGuard` refuses.
    public var force = false
    /// Notes every file the run reads, for the up-to-date record; without one, no record is kept
    /// and none is trusted.
    public var recorder: InputRecorder?
    /// What the up-to-date record keys the run on besides what it reads (the command line).
    public var context: [String] = []
    /// Called when another dsys run is writing into the output folder and this one waits for it.
    public var waitingForAnotherRun: @Sendable () -> Void = {}
    /// Runs each step that changes the output folder (watch mode holds Ctrl-C meanwhile).
    public var outputStep: any OutputStepRunner = ImmediateOutputStep()
    /// What this process's previous run wrote into the output folder (`OutputWriter.Report.files`):
    /// watch mode passes it on, so files whose stamps still hold are not read back to compare.
    public var writtenBefore: WrittenFiles?
    /// Whether another run into the output folder follows in this process (watch mode): the write
    /// then reports what it wrote (`OutputWriter.Report.files`) and keeps the previous version
    /// beside the folder as a mirror the next run's new version starts from (`OutputWriter.release`
    /// removes it).
    public var preparesNextWrite = false
    /// Whether the process ends after this run (a plain `dsys generate`, not watch mode or a
    /// test): what the run no longer reads is then left for the system to take back at exit
    /// (`keepsModelUntilExit`).
    public var endsProcess = false

    /// Whether the run keeps its model until the process exits (`GeneratorPipeline.endsProcess`):
    /// only when the process ends after it, and never when another run follows in this process
    /// (`preparesNextWrite`), whose models would otherwise pile up run after run.
    var keepsModelUntilExit: Bool { endsProcess && !preparesNextWrite }

    public init(settings: ConfigFile, frontEnd: FrontEnd, inputs: [String], output: String) {
        self.settings = settings
        self.frontEnd = frontEnd
        self.inputs = inputs
        self.output = output
    }

    /// Where the config asks for the gallery page; nowhere in the sources layout, which a build-tool
    /// plugin runs, and which must not write outside its output folder.
    var gallery: String? { layout == .package ? settings.gallery : nil }
}

/// Runs a step that changes the output folder; the command line's watch mode holds Ctrl-C until
/// the step ends.
public protocol OutputStepRunner {
    func run<Result>(_ step: () throws -> Result) throws -> Result
}

/// Runs each step at once.
public struct ImmediateOutputStep: OutputStepRunner {
    public init() {}

    public func run<Result>(_ step: () throws -> Result) throws -> Result { try step() }
}
