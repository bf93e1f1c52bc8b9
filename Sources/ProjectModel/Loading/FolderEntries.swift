import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder's entries read with `readdir`, which says from the entry alone whether it is a
/// folder: Foundation's `attributesOfItem` per entry costs a `stat`, a `listxattr` and a read
/// of `/etc/passwd` and `/etc/group` for the owner's names, most of a plain folder's walk.
package enum FolderEntries {
  /// One entry of a folder: its name and whether it is a folder to walk into.
  package struct Entry: Sendable, Hashable {
    package var name: String
    package var isDirectory: Bool

    package init(name: String, isDirectory: Bool) {
      self.name = name
      self.isDirectory = isDirectory
    }
  }

  /// The entries of `directory` but `.` and `..`, in the order the file system gives them; a
  /// symbolic link is a folder only when `followingLinks` and it leads to one. Throws the
  /// `POSIXError` of `opendir` when it cannot be listed.
  package static func read(_ directory: String, followingLinks: Bool = false)
    throws(POSIXError) -> [Entry]
  {
    guard let stream = opendir(directory) else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer { closedir(stream) }
    var entries: [Entry] = []
    while let entry = readdir(stream) {
      // An entry is only as long as its name: copying `d_name` whole (or the `dirent`) reads
      // past the end of the last entry in the stream's buffer (the project fuzzer's
      // AddressSanitizer found it). The name is read in place, up to its NUL.
      let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
        // The capacity only bounds the rebinding; `String(cString:)` reads up to the NUL.
        field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout<dirent>.size) {
          String(cString: $0)
        }
      }
      guard name != ".", name != ".." else { continue }
      // Int whatever the platform spells the constants as (an enum on Glibc, macros on Darwin).
      let type = Int(entry.pointee.d_type)
      let isDirectory =
        switch type {
        case Int(DT_DIR): true
        case Int(DT_UNKNOWN): isFolder(directory + "/" + name, followingLinks: followingLinks)
        case Int(DT_LNK): followingLinks && isFolder(directory + "/" + name, followingLinks: true)
        default: false
        }
      entries.append(Entry(name: name, isDirectory: isDirectory))
    }
    return entries
  }

  /// Whether `path` is a folder, following a final symbolic link or not: for links, and the
  /// file systems whose entries carry no type.
  private static func isFolder(_ path: String, followingLinks: Bool) -> Bool {
    var status = stat()
    let read = followingLinks ? stat(path, &status) : lstat(path, &status)
    return read == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
