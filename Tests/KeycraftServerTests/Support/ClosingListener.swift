import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP listener on 127.0.0.1 (a free port) that accepts every connection and closes it at once,
/// counting them: how many times a client tried to connect, which no clock can tell under load.
final class ClosingListener: @unchecked Sendable {
    /// The port it listens on.
    let port: Int
    private let socketDescriptor: Int32
    private let lock = NSLock()
    private var accepted = 0
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    struct SetUpFailed: Error { let call: String, code: Int32 }

    init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw SetUpFailed(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, size) } }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw SetUpFailed(call: "bind/listen", code: errno)
        }
        var length = size
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        socketDescriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in acceptUntilStopped() }.start()
    }

    /// How many connections it has accepted so far.
    var connections: Int { lock.withLock { accepted } }

    /// Stops accepting and closes the socket; returns once the accepting thread has ended.
    func stop() {
        lock.withLock { stopping = true }
        finished.wait()
    }

    private func acceptUntilStopped() {
        defer {
            close(socketDescriptor)
            finished.signal()
        }
        while !lock.withLock({ stopping }) {
            var waiting = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 20) > 0 else { continue }
            let connection = accept(socketDescriptor, nil, nil)
            guard connection >= 0 else { continue }
            close(connection)
            lock.withLock { accepted += 1 }
        }
    }
}
