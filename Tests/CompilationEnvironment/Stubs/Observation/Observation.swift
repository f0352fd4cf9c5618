// Interface stub that shadows the toolchain's real `Observation` module (it ships with the
// Linux toolchain) so that the compile check rejects it: every declaration here is iOS 17.0+
// (developer.apple.com/documentation/observation), which an iOS 16 deployment target cannot
// use. `-warnings-as-errors` turns the deprecation into an error.

/// A type that emits notifications to observers when underlying data changes (iOS 17.0+).
@available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
public protocol Observable {}

/// Defines and implements conformance of the Observable protocol (iOS 17.0+).
@available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
@attached(memberAttribute)
public macro Observable() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// Disables observation tracking of a property (iOS 17.0+).
@available(*, deprecated, message: "iOS 17.0+: not available with an iOS 16 deployment target")
@attached(accessor, names: named(willSet))
public macro ObservationIgnored() = #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")
