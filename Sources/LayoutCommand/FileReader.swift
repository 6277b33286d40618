#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with `open`/`read`: no Foundation, so start-up stays fast.
enum FileReader {
  /// Why a file could not be read: the system's message for `errno` (`No such file or
  /// directory`).
  struct Failure: Error {
    var reason: String
    /// The size limit in bytes, when that is what the file passed.
    var limit: Int?

    /// The command-line error of a `.view` source (`name`) that could not be read.
    func error(reading name: String) -> CommandLineError {
      if let limit { return .inputTooLarge(name, limit: limit) }
      return .unreadableInput(name, reason: reason)
    }
  }

  /// The bytes of the file at `path`; a directory is an error (`Is a directory`), and so is a
  /// file of more than `maximumSize` bytes (found before reading when the size is known).
  static func read(path: String, maximumSize: Int? = nil) -> Result<[UInt8], Failure> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(Failure(errno: errno)) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      return .failure(Failure(errno: EISDIR))
    }
    if let maximumSize, Int(info.st_size) > maximumSize { return .failure(.tooLarge(maximumSize)) }
    return readAll(fd, maximumSize: maximumSize, expectedSize: Int(info.st_size))
  }

  /// The first `limit` bytes of the file at `path` (all of it when nil): image headers.
  static func read(path: String, limit: Int?) -> Result<[UInt8], Failure> {
    guard let limit else { return read(path: path) }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(Failure(errno: errno)) }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: limit)
    var filled = 0
    while filled < limit {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.read(fd, $0.baseAddress! + filled, limit - filled)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(errno: errno))
      }
      filled += count
    }
    return .success(Array(bytes[0..<filled]))
  }

  /// Whether `path` names an existing regular file (or a link to one).
  static func isRegularFile(path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// Why `path` is not a folder that can be listed, or nil (`--assets`).
  static func checkFolder(path: String) -> Failure? {
    var info = stat()
    guard stat(path, &info) == 0 else { return Failure(errno: errno) }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return Failure(errno: ENOTDIR) }
    return access(path, R_OK | X_OK) == 0 ? nil : Failure(errno: errno)
  }

  /// Everything on standard input until end of file, or an error past `maximumSize` bytes.
  static func readStandardInput(maximumSize: Int? = nil) -> Result<[UInt8], Failure> {
    readAll(STDIN_FILENO, maximumSize: maximumSize)
  }

  /// Whether `path` names a regular file this process can read (`--font`).
  static func checkReadable(path: String) -> Failure? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return Failure(errno: errno) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { return Failure(errno: EISDIR) }
    return nil
  }

  /// `expectedSize` is a regular file's size: its bytes are read into one buffer of that size
  /// instead of one doubled from 64 KiB (a 3.7 MB file had 4 MB, its copies freed on the way).
  private static func readAll(_ fd: Int32, maximumSize: Int? = nil, expectedSize: Int = 0)
    -> Result<[UInt8], Failure>
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(expectedSize)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count == 0 { return .success(bytes) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(errno: errno))
      }
      bytes.append(contentsOf: chunk[0..<count])
      // A stream (or a file growing while read) stops as soon as it passes the limit.
      if let maximumSize, bytes.count > maximumSize { return .failure(.tooLarge(maximumSize)) }
    }
  }
}

extension FileReader.Failure {
  init(errno code: Int32) {
    self.reason = String(cString: strerror(code))
  }

  /// A `.view` file over the size limit (`LayoutCommand.maximumSourceSize`).
  static func tooLarge(_ limit: Int) -> Self {
    Self(reason: "it is larger than the limit of \(limit / (1 << 20)) MiB", limit: limit)
  }
}

/// Writes all of `text` to a file descriptor in as few `write` calls as the system allows
/// (one, normally), retrying after interruptions and partial writes.
public func writeAll(_ text: String, to fd: Int32) {
  var text = text
  _ = text.withUTF8 { writeAll($0, to: fd) }
}

/// Writes every byte of `buffer` to `fd`, as `writeAll(_:to:)` writes a string; false when a
/// write failed (the rest is not written).
@discardableResult
func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
  guard let base = buffer.baseAddress else { return true }
  var offset = 0
  while offset < buffer.count {
    let written = write(fd, base + offset, buffer.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      return false
    }
    offset += written
  }
  return true
}
