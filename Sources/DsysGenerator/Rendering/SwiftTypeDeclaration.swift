/// An `enum`, `struct` or `extension` and its members.
///
/// For example `public enum DSShadowSize: CaseIterable, Sendable {` … `}` or
/// `public extension ButtonStyle where Self == BrandButtonStyle {` … `}`. A type without members is
/// written `{}` on one line.
package struct SwiftTypeDeclaration: Sendable {
    package enum Kind: String, Sendable {
        case `enum`, `struct`, `extension`
        case finalClass = "final class"
    }

    var access: SwiftAccess?
    var kind: Kind
    /// The declared type, or for an extension the extended one (`SwiftUI.Color`, `DesignSystem.Colors`).
    var name: SwiftName
    /// Generic parameters without angle brackets (`Field: View`).
    var genericParameters: String?
    /// Inherited types and protocols after `:`.
    var conformances: [String] = []
    /// The requirements after `where` (`Self == BrandButtonStyle`).
    var whereClause: String?
    /// In order, a blank line between each two (group members that belong together in a
    /// ``SwiftDeclaration/run(_:)``).
    var members: [SwiftDeclaration]
}
