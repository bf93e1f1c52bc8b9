import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder's entries read with `readdir`, which says from the entry alone whether it is a
/// folder: Foundation's `attributesOfItem` per entry costs a `stat`, a `listxattr` and a read
/// of `/etc/passwd` and `/etc/group` for the owner's names, most of a plain folder's walk.
enum FolderEntries {
  /// The entries of `directory` but `.` and `..`, in the order the file system gives them; a
  /// symbolic link is not a folder. Throws the `POSIXError` of `opendir` when it cannot be
  /// listed.
  static func read(_ directory: String) throws(POSIXError) -> [StoryboardInputs.Entry] {
    guard let stream = opendir(directory) else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer { closedir(stream) }
    var entries: [StoryboardInputs.Entry] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      let type = entry.pointee.d_type
      let isDirectory =
        type == DT_UNKNOWN ? isFolder(directory + "/" + name) : type == DT_DIR
      entries.append(StoryboardInputs.Entry(name: name, isDirectory: isDirectory))
    }
    return entries
  }

  /// Whether `path` is a folder, not following a final symbolic link: for the file systems
  /// whose entries carry no type.
  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
