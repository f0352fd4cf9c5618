/// The version of dsys, printed by `dsys --version`. The one place it is written.
public enum DsysVersion {
    public static let current = "0.11.0"
}
