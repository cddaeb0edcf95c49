import Foundation

/// Points on the simulated phone to terminal rows: the window's height fills `rows` rows, so a
/// keyboard or a field is as tall on screen, relatively, as on the device.
struct PointScale {
    let rowsPerPoint: Double

    init(rows: Int, points: CGFloat) {
        rowsPerPoint = points > 0 ? Double(rows) / Double(points) : 0
    }

    func rows(_ points: CGFloat) -> Int { Int((Double(points) * rowsPerPoint).rounded()) }
}
