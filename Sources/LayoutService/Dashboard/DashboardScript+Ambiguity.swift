extension DashboardScript {
    /// "Exercise ambiguity": steps the canvas through the solved layout and
    /// each ambiguous diagnostic's alternative frames, like Interface
    /// Builder's menu item of that name.
    static let ambiguity = #"""
    const EXERCISE_INTERVAL_MS = 1000;

    function ambiguousAlternatives(result) {
        return (result.diagnostics || []).filter((diagnostic) => diagnostic.kind === "ambiguous" && diagnostic.alternative);
    }

    function setExercise(page, on) {
        clearInterval(page.exercise.timer);
        page.exercise.timer = null;
        page.exercise.step = 0;
        page.nodes.exercise.checked = on;
        page.nodes.caption.textContent = "";
        if (page.result && page.index) drawCanvas(page);
        const alternatives = page.result ? ambiguousAlternatives(page.result) : [];
        if (!on || alternatives.length === 0) {
            page.nodes.exercise.checked = false;
            writeLink(page);
            return;
        }
        page.exercise.timer = setInterval(() => {
            page.exercise.step = (page.exercise.step + 1) % (alternatives.length + 1);
            const step = page.exercise.step;
            if (step === 0) {
                page.nodes.caption.textContent = "solved layout";
                drawCanvas(page);
            } else {
                const diagnostic = alternatives[step - 1];
                page.nodes.caption.textContent = `alternative: ${diagnostic.view} (${diagnostic.axis})`;
                drawCanvas(page, {...page.frames, ...diagnostic.alternative});
            }
        }, EXERCISE_INTERVAL_MS);
        writeLink(page);
    }
    """#
}
