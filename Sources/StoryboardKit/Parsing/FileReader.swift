#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a file and hands its bytes, followed by zero padding, to a parse: mapped when the
/// system allows it, else read into memory once.
enum FileReader {
  /// Why a file could not be read, as a full sentence.
  struct Failure: Error, DiagnosticConvertible {
    var message: String

    /// The message alone; the parser adds the path.
    var diagnostic: Diagnostic {
      Diagnostic(severity: .error, message: message, errorID: "storyboard-unreadable")
    }
  }

  /// Files at least this large are mapped rather than read.
  static let mappingThreshold = 1 << 20

  /// Calls `body` with the file's bytes and their count; `padding` zero bytes follow them.
  static func withBytes<Result>(
    path: String, padding: Int, _ body: (UnsafePointer<UInt8>, Int) -> Result
  ) throws(Failure) -> Result {
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
    // Mapping costs more system calls than reading a small file; it pays off for large ones.
    if size >= mappingThreshold,
      let mapped = MappedFile(descriptor: descriptor, size: size, padding: padding)
    {
      return withExtendedLifetime(mapped) { body(mapped.base, mapped.count) }
    }
    let bytes = try read(descriptor: descriptor, size: size, padding: padding)
    return bytes.withUnsafeBufferPointer { buffer in
      // The buffer holds at least `padding` bytes, so it has a base address.
      body(
        buffer.baseAddress ?? UnsafePointer(bitPattern: 1).unsafelyUnwrapped, bytes.count - padding)
    }
  }

  /// The file's bytes followed by `padding` zero bytes.
  private static func read(descriptor: Int32, size: Int, padding: Int) throws(Failure) -> [UInt8] {
    var readError: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size + padding) { buffer, initialized in
      var total = 0
      while total < size {
        let got = systemRead(descriptor, buffer.baseAddress.map { $0 + total }, size - total)
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

  /// POSIX `read`, named apart from this type's own `read`.
  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  private static func failure(_ what: String) -> Failure {
    let reason = String(cString: strerror(errno))
    return Failure(message: "The file \(what): \(reason).")
  }
}
