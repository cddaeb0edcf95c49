import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The bytes of one of Keycraft's binary files (the compact dictionary, the language model): a
/// read-only mapping of the file — clean pages the system can drop and read again, which a keyboard
/// extension's memory limit does not count as its own — or an aligned copy this object owns. Both
/// formats open with the same 64-byte header, checked here: the signature, the version, the header's
/// own checksum, then (once the format has read its counts) the exact size and the body's checksum.
///
/// Failures are ``Failure``s, which each format turns into its own typed error (``DictionaryError``,
/// ``LanguageModelError``) with ``Failure/as(unreadable:corrupt:)``.
final class MappedFile: @unchecked Sendable {
    // @unchecked: the bytes are mapped read-only (or written once, in init) and only read afterwards.

    /// The file's bytes, 8-byte aligned.
    let bytes: UnsafeRawBufferPointer
    /// What deinit releases: the mapping, or the whole allocation (which may be a little larger).
    private let release: () -> Void

    /// A format's header, as far as the two formats share it.
    struct Format {
        /// What a message calls the file: "dictionary", "language model".
        let name: String
        /// The signature and the version, as the file starts.
        let magic: [UInt8]
        /// How many bytes of `magic` are the signature (the rest is the version).
        let signatureLength: Int
        /// What to do about an unsupported version: the command or script that rebuilds the file.
        let rebuild: String
        let headerSize = 64
        /// Where the body's checksum is (it covers the bytes after the header).
        let bodyChecksumOffset = 48
        /// Where the header's checksum is; it covers the bytes before it.
        let headerChecksumOffset = 56
    }

    /// Why the bytes can't be used, before it is said of which kind of file.
    enum Failure: Error {
        case unreadable(path: String, reason: String)
        case corrupt(reason: String)

        /// The format's own error for this failure.
        func `as`<E: Error>(unreadable: (_ path: String, _ reason: String) -> E, corrupt: (_ reason: String) -> E) -> E {
            switch self {
            case .unreadable(let path, let reason): unreadable(path, reason)
            case .corrupt(let reason): corrupt(reason)
            }
        }
    }

    /// Maps the regular file at `path` read-only; one shorter than the format's header is corrupt.
    init(mapping path: String, format: Format) throws(Failure) {
        func unreadable(_ reason: String) -> Failure { .unreadable(path: path, reason: reason) }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw unreadable("not a regular file") }
        let size = Int(info.st_size)
        guard size >= format.headerSize else { throw Self.tooShort(size, format) }
        guard let start = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), start != MAP_FAILED else {
            throw unreadable(String(cString: strerror(errno)))
        }
        bytes = UnsafeRawBufferPointer(start: start, count: size)
        release = { munmap(start, size) }
    }

    /// Copies `source` once into an aligned buffer.
    init(copying source: some Collection<UInt8>) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 8), alignment: 8)
        if source.withContiguousStorageIfAvailable({ buffer.copyMemory(from: UnsafeRawBufferPointer($0)) }) == nil {
            _ = buffer.initializeMemory(as: UInt8.self, from: source)
        }
        bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<source.count])
        release = { buffer.deallocate() }
    }

    deinit { release() }

    private static func tooShort(_ size: Int, _ format: Format) -> Failure {
        .corrupt(reason: "\(size) bytes is shorter than the \(format.headerSize)-byte header")
    }

    /// The header's signature, version and checksum; then the format reads its counts.
    func checkHeader(_ format: Format) throws(Failure) {
        let raw = bytes
        guard raw.count >= format.headerSize else { throw Self.tooShort(raw.count, format) }
        let magic = format.magic, signature = magic.prefix(format.signatureLength)
        guard raw.prefix(format.signatureLength).elementsEqual(signature) else {
            throw .corrupt(reason: "not a Keycraft \(format.name) (no \(String(decoding: signature, as: UTF8.self)) signature)")
        }
        guard raw[format.signatureLength..<magic.count].elementsEqual(magic[format.signatureLength...]) else {
            throw .corrupt(reason: "format version \(raw[6]).\(raw[7]) is not supported "
                + "(expected \(magic[6]).\(magic[7])): rebuild it with \(format.rebuild)")
        }
        let header = UnsafeRawBufferPointer(rebasing: raw[0..<format.headerChecksumOffset])
        guard DictionaryFormat.checksum(header) == word(at: format.headerChecksumOffset) else {
            throw .corrupt(reason: "header checksum mismatch: the header was damaged")
        }
    }

    /// The size the format's counts announce, then the body's checksum.
    func checkBody(_ format: Format, expectedSize expected: Int) throws(Failure) {
        let raw = bytes
        guard raw.count == expected else {
            throw .corrupt(reason: raw.count < expected
                ? "truncated: \(raw.count) bytes of the \(expected) its header announces"
                : "\(raw.count - expected) unexpected bytes after the \(expected) its header announces")
        }
        let body = UnsafeRawBufferPointer(rebasing: raw[format.headerSize...])
        guard DictionaryFormat.checksum(body) == word(at: format.bodyChecksumOffset) else {
            throw .corrupt(reason: "checksum mismatch: the file was damaged after it was built")
        }
    }

    /// The little-endian `UInt64` at `offset`.
    func word(at offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }

    /// The little-endian `UInt32` at `offset`, as an `Int`.
    func count(at offset: Int) -> Int { Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }

    /// `count` values of `T` at `offset`, in place.
    func section<T>(_ offset: Int, _ count: Int, _: T.Type) -> UnsafeBufferPointer<T> {
        UnsafeBufferPointer(start: (bytes.baseAddress! + offset).assumingMemoryBound(to: T.self), count: count)
    }
}
