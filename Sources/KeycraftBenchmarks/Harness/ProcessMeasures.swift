import Foundation

/// A field of `/proc/self/status` in KiB (VmRSS, RssAnon, RssFile, VmHWM), or 0 where there is none.
func memoryStatus(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "0") ?? 0
    }
    return 0
}

/// The CPU time this thread has used, in seconds.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
