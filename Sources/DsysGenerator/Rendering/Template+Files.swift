/// Every file under `Sources/DsysGenerator/Templates/`, one constant each. SwiftPM names an embedded
/// file's bytes after the file alone (`Button.swift.template` → `PackageResources.Button_swift_template`),
/// so file names are unique across the folders.
extension Template {
    /// The starter components (`Components/`), filled by `ComponentsEmitter` from `ComponentRoles`.
    static let components: [(name: String, template: Template)] = [
        ("Button", Template("Components/Button.swift.template", PackageResources.Button_swift_template)),
        ("Card", Template("Components/Card.swift.template", PackageResources.Card_swift_template)),
        ("Input", Template("Components/Input.swift.template", PackageResources.Input_swift_template)),
        ("Badge", Template("Components/Badge.swift.template", PackageResources.Badge_swift_template)),
        ("Heading", Template("Components/Heading.swift.template", PackageResources.Heading_swift_template)),
        ("Text", Template("Components/Text.swift.template", PackageResources.Text_swift_template)),
        ("ButtonStyles", Template("Components/ButtonStyles.swift.template", PackageResources.ButtonStyles_swift_template)),
    ]

    /// The token catalog's fixed types and views, filled by `CatalogEmitter`.
    static let catalog = Template("Catalog/DesignSystemCatalog.swift.template", PackageResources.DesignSystemCatalog_swift_template)

    /// The gallery page with its style sheet and script, filled by `GalleryPage`.
    static let galleryPage = Template("Gallery/gallery.html", PackageResources.gallery_html)

    /// The generated package's `Package.swift`, filled by `SupportEmitter`.
    static let packageManifest = Template("Package/Package.swift.template", PackageResources.Package_swift_template)

    /// Every template, for `TemplateTests`.
    static var all: [Template] {
        components.map(\.template) + [catalog, galleryPage, packageManifest]
    }
}
