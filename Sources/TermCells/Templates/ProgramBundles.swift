import Foundation

/// Where a program's resources are when no bundle is named: the main bundle, then the resource
/// bundles SwiftPM builds beside the program (`Package_Target.resources` on Linux,
/// `Package_Target.bundle` on Apple platforms), in name order.
///
/// `Bundle.main` alone never sees a SwiftPM target's resources, so a template in a target's
/// `Resources` folder would not be found without `mapping.bundle = .module`. Looking through
/// these bundles too makes the seeds' rule hold by default: "if PostCell.template exists, it
/// is used". The folder is listed once per process.
enum ProgramBundles {
    /// The bundles, main first.
    static let all: [Bundle] = {
        var bundles = [Bundle.main]
        var folders = [Bundle.main.bundleURL]
        if let resources = Bundle.main.resourceURL,
            resources.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL
        {
            folders.append(resources)
        }
        var seen = Set<String>()
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
                let url = folder.appendingPathComponent(name, isDirectory: true)
                guard seen.insert(url.standardizedFileURL.path).inserted, let bundle = Bundle(url: url) else {
                    continue
                }
                bundles.append(bundle)
            }
        }
        return bundles
    }()
}
