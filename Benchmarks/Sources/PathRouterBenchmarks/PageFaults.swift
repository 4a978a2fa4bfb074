#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's page faults so far, from `getrusage`.
///
/// A minor fault is a page the kernel maps (and zeroes) when the process first touches it: a
/// build that grows its arrays into fresh memory pays one per 4 KB page, in the kernel, where an
/// instruction count of the process does not see it.
///
/// ```swift
/// let before = PageFaults.minorCount()
/// let registry = PathRouterImplementation.register(routes)
/// print(PageFaults.minorCount() - before, "page faults")
/// ```
enum PageFaults {
    /// Minor page faults of this process since it started.
    static func minorCount() -> Int {
        Int(usage().ru_minflt)
    }

    private static func usage() -> rusage {
        var usage = rusage()
        #if canImport(Glibc)
        let who = RUSAGE_SELF.rawValue
        #else
        let who = RUSAGE_SELF
        #endif
        _ = getrusage(who, &usage)
        return usage
    }

    /// Makes the allocator keep the memory a process frees, instead of giving large blocks
    /// back to the kernel: blocks up to 32 MB come from the heap (not from their own mapping),
    /// and the heap is never trimmed. Builds after the first then reuse pages, whatever their
    /// size. glibc only; elsewhere it does nothing.
    static func keepFreedPages() {
        #if canImport(Glibc)
        // `<malloc.h>`'s M_MMAP_THRESHOLD and M_TRIM_THRESHOLD (the Glibc module leaves that
        // header out).
        _ = glibcMallopt(-3, 32 << 20)
        _ = glibcMallopt(-1, Int32.max)
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `mallopt(3)`.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
