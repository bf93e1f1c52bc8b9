#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file mapped read-only into memory, followed by zero bytes: the pages after the file's are
/// anonymous, and the rest of the file's last page reads as zeros. Mapping avoids copying the
/// file and touching fresh memory; the page cache's copy is read in place.
///
/// A file truncated by another process while it is mapped makes reads past its new end fault
/// (SIGBUS); storyboards are not rewritten while a build reads them.
final class MappedFile {
  let base: UnsafePointer<UInt8>
  /// The file's size in bytes.
  let count: Int
  private let region: UnsafeMutableRawPointer
  private let regionLength: Int

  /// Maps the regular file open at `descriptor`, of `size` bytes, with at least `padding`
  /// zero bytes after it; nil when the system refuses (then read the file instead).
  init?(descriptor: Int32, size: Int, padding: Int) {
    let page = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
    let length = (size + padding + page - 1) / page * page
    let reserved = mmap(nil, length, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let reserved, reserved != MAP_FAILED else { return nil }
    if size > 0 {
      #if os(Linux)
        let flags = MAP_PRIVATE | MAP_FIXED | MAP_POPULATE
      #else
        let flags = MAP_PRIVATE | MAP_FIXED
      #endif
      let mapped = mmap(reserved, size, PROT_READ, flags, descriptor, 0)
      guard mapped == reserved else {
        munmap(reserved, length)
        return nil
      }
    }
    region = reserved
    regionLength = length
    base = UnsafePointer(reserved.assumingMemoryBound(to: UInt8.self))
    count = size
  }

  deinit {
    munmap(region, regionLength)
  }
}
