#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StoreRepository {
  /// At most this many links are followed, as the kernel does (`MAXSYMLINKS`), so a loop of
  /// links ends in `ELOOP` instead of hanging.
  static let maximumLinks = 40

  /// The same repository at the file the store path finally names.
  ///
  /// `rename` replaces whatever is at its destination, a symbolic link included, so writing
  /// through the path the user gave would turn their link into a regular file and leave the
  /// real store behind, stale. Everything a change touches is therefore placed beside the
  /// target: the temporary file (so the rename stays within one directory, and atomic), the
  /// backup of a migration, and the lock, so that every run agrees on one lock whichever
  /// name it was given for the store.
  ///
  /// Each link is checked as the kernel's `protected_symlinks` rule checks it before it is
  /// followed (see `checkTrusted`), and the file finally named is opened with `O_NOFOLLOW`
  /// (see `readBytes`), so a link swapped in after this walk is refused, not followed.
  func resolvingLinks() throws(StoreError) -> StoreRepository {
    var current = path
    for _ in 0..<Self.maximumLinks {
      try checkDirectoryLinks(on: current)
      let status: FileStatus
      do {
        status = try fileSystem.lstat(current)
      } catch {
        // On the path itself any failure (missing, a parent that is a file, no permission)
        // is reported by the call that needs the file; past a link, a missing target means
        // the link dangles.
        if current != path, error.code == ENOENT || error.code == ENOTDIR {
          throw .danglingLink(path: path, target: current)
        }
        return current == path ? self : relocated(to: current)
      }
      guard status.kind == .symbolicLink else {
        return current == path ? self : relocated(to: current)
      }
      try checkTrusted(link: current, owner: status.owner)
      let text: String
      do {
        text = try fileSystem.readlink(current)
      } catch {
        throw .unreadable(path: path, error)
      }
      current = text.hasPrefix("/") ? text : Self.directory(of: current) + "/" + text
    }
    throw .unreadable(path: path, SystemCallError("readlink", path: path, code: ELOOP))
  }

  /// The `protected_symlinks` rule: in a directory anyone may write to but only owners may
  /// delete from (sticky and world-writable, like `/tmp`), a link is followed only when it
  /// belongs to the user following it or to the directory's owner. Another user could plant
  /// one there, aiming the store (and its lock) at any file the victim can write.
  private func checkTrusted(link: String, owner: UInt32) throws(StoreError) {
    let user = fileSystem.effectiveUserID()
    guard owner != user else { return }
    let parent = Self.directory(of: link)
    guard let directory = try? fileSystem.stat(parent),
      directory.permissions & 0o1002 == 0o1002, directory.owner != owner
    else { return }
    throw .untrustedLink(path: path, link: link, owner: owner)
  }

  /// The kernel applies the rule to every link on a path, not only the last one: a link to
  /// a directory planted in `/tmp` (`/tmp/x/dir -> /home/victim/bmi`) would otherwise carry
  /// `--store /tmp/x/dir/store.json` into the victim's files. Each directory on the way that
  /// is a link is checked here; the kernel then follows it when the path is opened.
  private func checkDirectoryLinks(on target: String) throws(StoreError) {
    var prefix = target.hasPrefix("/") ? "" : "."
    for component in target.split(separator: "/").dropLast() {
      prefix += "/" + component
      guard component != "." && component != "..",
        let status = try? fileSystem.lstat(prefix), status.kind == .symbolicLink
      else { continue }
      try checkTrusted(link: prefix, owner: status.owner)
    }
  }

  private func relocated(to target: String) -> StoreRepository {
    var moved = StoreRepository(
      path: target, fileSystem: fileSystem, fileLock: fileLock,
      lockTimeoutSeconds: lockTimeoutSeconds, refusesChangesBecause: changeRefusal)
    moved.keepsUndoSnapshot = keepsUndoSnapshot
    return moved
  }

  /// The directory part of `path` (`.` for a bare file name), as `dirname` would give it.
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
