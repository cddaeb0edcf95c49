import Foundation

/// One run of another program with a file as its standard input: what the kernel counted for it.
struct ChildRun {
    /// Wall time, seconds.
    let wall: Double
    /// User and system CPU time, seconds: on a machine others share, what compares fairly.
    let cpu: Double
    /// Peak resident memory, KiB — an upper bound: `posix_spawn` shares this process's memory with the
    /// child until it execs, and Linux counts that high-water mark as the child's, so a figure near
    /// this process's own resident size says only that the child used no more (`/usr/bin/time -v` tells).
    let peakKiB: Int
    /// The exit status (0: success).
    let status: Int32

    /// Runs `executable` with `arguments`, standard input read from `input` and standard output
    /// written to `output` (both paths; `/dev/null` for none), standard error discarded; nil when it
    /// cannot be started. Spawned and reaped here (not with `Process`) so that `wait4` reports the
    /// child's own CPU time and peak memory.
    static func run(_ executable: String, _ arguments: [String], input: String, output: String = "/dev/null") -> ChildRun? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return ChildRun(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakKiB: usage.ru_maxrss,
                        status: status)
    }
}
