// `import DsysCore` gives the command line, the benchmark and the tests the whole pipeline: the
// workflow declared here and the stages it is built on.
@_exported import DsysGenerator
@_exported import DsysOutput
@_exported import DsysSource
@_exported import DsysTokens
