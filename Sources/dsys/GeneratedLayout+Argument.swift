import ArgumentParser
import DsysCore

extension GeneratedLayout: ExpressibleByArgument {}
