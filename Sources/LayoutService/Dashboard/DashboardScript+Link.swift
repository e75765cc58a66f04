extension DashboardScript {
    /// The scene page's state lives in its query string (`variant`, `view`,
    /// `diagnostic`, `exercise`), so a link opens the page as it was seen.
    static let link = #"""
    function readLink(page) {
        const params = new URLSearchParams(location.search);
        const diagnostic = Number.parseInt(params.get("diagnostic") || "", 10);
        return {variant: params.get("variant"), view: params.get("view"),
            diagnostic: Number.isInteger(diagnostic) ? diagnostic : null, exercise: params.get("exercise") === "1"};
    }

    /// Applied once, after the first solve has been drawn.
    function applyLink(page, link) {
        if (link.view && page.index.has(link.view)) selectItem(page, link.view);
        if (link.diagnostic !== null && (page.result.diagnostics || [])[link.diagnostic]) highlightDiagnostic(page, link.diagnostic);
        if (link.exercise && !page.nodes.exercise.disabled) setExercise(page, true);
    }

    function writeLink(page) {
        if (page.restoring) return;
        const params = new URLSearchParams();
        const choice = page.variants[page.nodes.variant.selectedIndex];
        if (choice && choice.key !== "stored") params.set("variant", choice.key);
        if (page.selected) params.set("view", page.selected);
        if (page.highlight) params.set("diagnostic", String(page.highlight.position));
        if (page.exercise.timer) params.set("exercise", "1");
        const query = params.toString();
        history.replaceState(null, "", `${location.pathname}${query ? `?${query}` : ""}`);
    }
    """#
}
