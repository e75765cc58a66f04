extension SceneStore {
    /// What must hold before `putScene` writes (HTTP If-Match / If-None-Match).
    public enum Precondition: Sendable, Equatable {
        case none
        /// The scene exists and its latest ETag is this one (`*`: any).
        case ifMatch(String)
        /// The scene does not exist yet (`If-None-Match: *`).
        case ifNoneMatchAny
    }
}
