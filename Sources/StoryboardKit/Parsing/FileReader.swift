#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file into memory with POSIX calls, so the bytes are copied once.
enum FileReader {
  /// Why a file could not be read, as a full sentence.
  struct Failure: Error {
    var message: String
  }

  /// The file's bytes followed by `padding` zero bytes.
  static func readPadded(path: String, padding: Int) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw failure("cannot be opened") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure("cannot be examined") }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      let what = (status.st_mode & S_IFMT) == S_IFDIR ? "is a directory" : "is not a regular file"
      throw Failure(message: "The path \(what); expected a .storyboard file.")
    }
    let size = Int(status.st_size)
    var readError: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size + padding) { buffer, initialized in
      var total = 0
      while total < size {
        let got = read(descriptor, buffer.baseAddress.map { $0 + total }, size - total)
        if got < 0 {
          if errno == EINTR { continue }
          readError = errno
          break
        }
        if got == 0 { break }
        total += got
      }
      // A file that shrank while being read ends where reading stopped.
      for index in total..<(total + padding) { buffer[index] = 0 }
      initialized = total + padding
    }
    if readError != 0 {
      errno = readError
      throw failure("cannot be read")
    }
    return bytes
  }

  private static func failure(_ what: String) -> Failure {
    let reason = String(cString: strerror(errno))
    return Failure(message: "The file \(what): \(reason).")
  }
}
