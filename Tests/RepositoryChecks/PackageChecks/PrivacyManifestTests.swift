import Foundation
import Testing
import ToolRunning

/// Every library product ships a privacy manifest (`PrivacyInfo.xcprivacy`), which the App Store
/// requires of SDKs: Keycraft collects nothing and tracks nothing. Its required-reason API entries
/// must match what the sources call, so a new call to, say, `UserDefaults` fails here until the
/// manifest declares it with an approved reason.
@Suite struct PrivacyManifestTests {
    static let libraryTargets = ConsumerPackageTests.libraries

    /// A required-reason API category: the calls that belong to it and the reasons Apple approves
    /// (from Apple's "Describing use of required reason API").
    struct Category {
        var name: String
        var calls: [String]
        var approvedReasons: Set<String>
    }

    static let categories = [
        Category(
            name: "NSPrivacyAccessedAPICategoryFileTimestamp",
            calls: ["creationDate", "modificationDate", "fileModificationDate", "contentModificationDateKey", "creationDateKey", "getattrlist", "fstat(", "lstat(", " stat("],
            approvedReasons: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]
        ),
        Category(name: "NSPrivacyAccessedAPICategorySystemBootTime", calls: ["systemUptime", "mach_absolute_time"], approvedReasons: ["35F9.1", "8FFB.1", "3D61.1"]),
        Category(
            name: "NSPrivacyAccessedAPICategoryDiskSpace",
            calls: ["volumeAvailableCapacity", "volumeTotalCapacity", "systemFreeSize", "systemSize", "statfs(", "statvfs("],
            approvedReasons: ["85F4.1", "E174.1", "7D9E.1", "B728.1"]
        ),
        Category(name: "NSPrivacyAccessedAPICategoryActiveKeyboards", calls: ["activeInputModes"], approvedReasons: ["3EC4.1", "54BD.1"]),
        Category(name: "NSPrivacyAccessedAPICategoryUserDefaults", calls: ["UserDefaults"], approvedReasons: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]),
    ]

    static func manifest(of target: String) throws -> [String: Any] {
        let url = NoticeTests.root.appendingPathComponent("Sources/\(target)/PrivacyInfo.xcprivacy")
        let data = try Data(contentsOf: url)
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try #require(plist as? [String: Any], "\(target)'s privacy manifest is not a dictionary")
    }

    /// The categories `target`'s sources use: a call counts outside comments.
    static func usedCategories(in target: String) throws -> Set<String> {
        let folder = NoticeTests.root.appendingPathComponent("Sources/\(target)")
        var used: Set<String> = []
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)! where path.hasSuffix(".swift") {
            let code = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                .components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for category in categories where category.calls.contains(where: code.contains) { used.insert(category.name) }
        }
        return used
    }

    @Test(arguments: libraryTargets)
    func theManifestSaysNothingIsCollectedOrTracked(target: String) throws {
        let manifest = try Self.manifest(of: target)
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: libraryTargets)
    func requiredReasonEntriesMatchTheSources(target: String) throws {
        let entries = try #require(try Self.manifest(of: target)["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        var declared: Set<String> = []
        for entry in entries {
            let name = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
            let category = try #require(Self.categories.first { $0.name == name }, "\(target): unknown category \(name)")
            let reasons = entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
            #expect(!reasons.isEmpty && Set(reasons).isSubset(of: category.approvedReasons), "\(target): \(name) has reasons \(reasons)")
            declared.insert(name)
        }
        #expect(declared == (try Self.usedCategories(in: target)), "\(target): the manifest declares \(declared.sorted())")
    }

    /// The manifest is a resource of its target, so it reaches the app bundle.
    @Test func everyLibraryTargetBundlesItsManifest() throws {
        // Its own scratch path: `swift test` holds the lock on `.build` while the tests run.
        let scratch = try makeScratchDirectory("dump-package")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try runTool(["swift", "package", "--scratch-path", scratch.path, "dump-package"], in: NoticeTests.root)
        let package = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        for name in Self.libraryTargets {
            let target = try #require(targets.first { $0["name"] as? String == name })
            let resources = (target["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
            #expect(resources.contains("PrivacyInfo.xcprivacy"), "\(name) resources: \(resources)")
        }
    }
}
