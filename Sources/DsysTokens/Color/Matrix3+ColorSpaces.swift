/// The linear transforms of CSS Color 4 between linear-light RGB spaces, CIE XYZ and OKLab's LMS.
///
/// The rational forms are those CSS Color 4 derives from each space's primaries and white
/// point (the 4-figure CIE x,y chromaticities); ProPhoto, Bradford and OKLab have no exact
/// rational form and use the 64-bit values published with the specification.
extension Matrix3 {
    // MARK: RGB spaces with a D65 white (to and from XYZ-D65)

    static let linearSRGBToXYZD65 = Matrix3(
        SIMD3<Double>(506752.0 / 1228815.0, 87881.0 / 245763.0, 12673.0 / 70218.0),
        SIMD3<Double>(87098.0 / 409605.0, 175762.0 / 245763.0, 12673.0 / 175545.0),
        SIMD3<Double>(7918.0 / 409605.0, 87881.0 / 737289.0, 1001167.0 / 1053270.0)
    )

    static let xyzD65ToLinearSRGB = Matrix3(
        SIMD3<Double>(12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0),
        SIMD3<Double>(-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
        SIMD3<Double>(705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0)
    )

    static let linearDisplayP3ToXYZD65 = Matrix3(
        SIMD3<Double>(608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0),
        SIMD3<Double>(35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0),
        SIMD3<Double>(0, 32229.0 / 714400.0, 5220557.0 / 5000800.0)
    )

    static let xyzD65ToLinearDisplayP3 = Matrix3(
        SIMD3<Double>(446124.0 / 178915.0, -333277.0 / 357830.0, -72051.0 / 178915.0),
        SIMD3<Double>(-14852.0 / 17905.0, 63121.0 / 35810.0, 423.0 / 17905.0),
        SIMD3<Double>(11844.0 / 330415.0, -50337.0 / 660830.0, 316169.0 / 330415.0)
    )

    static let linearA98RGBToXYZD65 = Matrix3(
        SIMD3<Double>(573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0),
        SIMD3<Double>(591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0),
        SIMD3<Double>(53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0)
    )

    static let linearRec2020ToXYZD65 = Matrix3(
        SIMD3<Double>(63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0),
        SIMD3<Double>(26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0),
        SIMD3<Double>(0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0)
    )

    // MARK: D50 spaces

    static let linearProPhotoRGBToXYZD50 = Matrix3(
        SIMD3<Double>(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        SIMD3<Double>(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        SIMD3<Double>(0, 0, 0.82510460251046020)
    )

    /// Bradford chromatic adaptation from a D50 to a D65 white.
    static let bradfordD50ToD65 = Matrix3(
        SIMD3<Double>(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3<Double>(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3<Double>(0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )

    /// Bradford chromatic adaptation from a D65 to a D50 white (the inverse of `bradfordD50ToD65`).
    static let bradfordD65ToD50 = Matrix3(
        SIMD3<Double>(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3<Double>(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3<Double>(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )

    // MARK: OKLab

    /// OKLab to the cube roots of the LMS cone responses.
    static let okLabToNonlinearLMS = Matrix3(
        SIMD3<Double>(1, 0.3963377773761749, 0.2158037573099136),
        SIMD3<Double>(1, -0.1055613458156586, -0.0638541728258133),
        SIMD3<Double>(1, -0.0894841775298119, -1.2914855480194092)
    )

    /// Linear LMS cone responses to XYZ-D65.
    static let lmsToXYZD65 = Matrix3(
        SIMD3<Double>(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3<Double>(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3<Double>(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )
}
