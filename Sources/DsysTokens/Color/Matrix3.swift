/// A 3×3 matrix of doubles, stored by rows, for linear color-space transforms.
struct Matrix3: Sendable {
    let row0: SIMD3<Double>
    let row1: SIMD3<Double>
    let row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The matrix applied to a column vector.
    static func * (matrix: Matrix3, vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            (matrix.row0 * vector).sum(),
            (matrix.row1 * vector).sum(),
            (matrix.row2 * vector).sum()
        )
    }
}
