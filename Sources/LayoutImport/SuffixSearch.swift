/// The first free `base-k` (k from 2), found in time linear in the ids made:
/// ids are only ever added, so a candidate found taken stays taken and the
/// next search for the same base resumes where the last one stopped. A
/// document with thousands of equal ids made the plain search quadratic.
struct SuffixSearch {
    private var resume: [String: Int] = [:]

    /// `candidate(k)` for the first k ≥ 2 that `taken` refuses, searching
    /// from where the last search of `base` ended.
    mutating func first(_ base: String, candidate: (Int) -> String, taken: (String) -> Bool) -> String {
        var k = resume[base] ?? 2
        var id = candidate(k)
        while taken(id) {
            k += 1
            id = candidate(k)
        }
        resume[base] = k
        return id
    }
}
