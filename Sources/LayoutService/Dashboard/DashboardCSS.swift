/// app.css. Status colours are Interface Builder's: blue satisfied, orange
/// ambiguous, red conflicting, grey never solved.
enum DashboardCSS {
    static let source = #"""
    :root {
        --blue: #007aff; --orange: #ff9500; --red: #ff3b30; --grey: #8e8e93;
        --ink: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6; --panel: #f5f5f7; --guide: #34c759;
        font-family: -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
        color: var(--ink); background: #fff;
    }
    body { margin: 0; font-size: 14px; }
    a { color: var(--blue); text-decoration: none; }
    a:hover { text-decoration: underline; }
    code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    h1 { font-size: 22px; margin: 0; }
    h2 { font-size: 15px; margin: 18px 0 6px; }
    h3 { font-size: 13px; margin: 12px 0 4px; }
    .top { display: flex; align-items: baseline; gap: 12px; padding: 10px 20px; border-bottom: 1px solid var(--line); background: var(--panel); }
    .brand { font-weight: 700; font-size: 17px; color: var(--ink); }
    .tagline, .muted { color: var(--muted); }
    main { padding: 16px 20px 40px; }
    .problem { border: 1px solid var(--red); background: #fff1f0; color: #8a1c14; padding: 8px 12px; border-radius: 6px; margin: 10px 0; }
    .problem p { margin: 4px 0; }
    .problem ul { margin: 4px 0; padding-left: 20px; }

    .status { display: inline-block; padding: 1px 8px; border-radius: 10px; color: #fff; font-size: 12px; font-weight: 600; }
    .status-satisfied { background: var(--blue); }
    .status-ambiguous { background: var(--orange); }
    .status-conflicting { background: var(--red); }
    .status-never { background: var(--grey); }

    .list-head { display: flex; align-items: center; gap: 16px; margin-bottom: 12px; }
    #search { font: inherit; padding: 5px 10px; border: 1px solid var(--line); border-radius: 6px; min-width: 240px; }
    table { border-collapse: collapse; }
    th, td { text-align: left; padding: 5px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
    th { font-size: 12px; color: var(--muted); font-weight: 600; }
    td.number { text-align: right; font-variant-numeric: tabular-nums; }
    table.scenes { min-width: 640px; }
    button { font: inherit; cursor: pointer; }
    .more { margin-top: 10px; padding: 4px 14px; }

    .crumbs { margin-bottom: 8px; }
    .scene-head { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
    .toolbar { display: flex; align-items: center; gap: 10px; margin: 12px 0; flex-wrap: wrap; }
    .toolbar select { font: inherit; padding: 3px 6px; }
    .toggle { margin-left: 12px; }
    .workspace { display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
    .canvas-wrap { flex: 0 1 auto; border: 1px solid var(--line); border-radius: 6px; padding: 8px; background: #fafafa; overflow: auto; max-width: 100%; }
    .side { flex: 1 1 360px; min-width: 320px; max-width: 560px; }
    .side h2:first-child { margin-top: 0; }

    svg.canvas rect { vector-effect: non-scaling-stroke; stroke-width: 1; cursor: pointer; }
    svg.canvas rect.view { fill: rgba(0, 122, 255, 0.08); stroke: var(--blue); }
    svg.canvas rect.view.root { fill: #fff; stroke: #8e8e93; }
    svg.canvas rect.guide { fill: rgba(52, 199, 89, 0.10); stroke: var(--guide); stroke-dasharray: 4 2; }
    svg.canvas rect.ambiguous { fill: rgba(255, 149, 0, 0.18); stroke: var(--orange); stroke-width: 2; }
    svg.canvas rect.conflict { fill: rgba(255, 59, 48, 0.14); stroke: var(--red); stroke-width: 2; }
    svg.canvas rect.root.conflict, svg.canvas rect.root.ambiguous { fill: #fff; }
    svg.canvas rect.outside { stroke-dasharray: 2 2; }
    svg.canvas rect.highlight { stroke: #af52de; stroke-width: 3; }
    svg.canvas rect.selected { stroke: var(--ink); stroke-width: 3; }
    svg.canvas rect.design { fill: none; stroke: var(--orange); stroke-dasharray: 5 3; pointer-events: none; }
    svg.canvas .marker circle { fill: rgba(255, 149, 0, 0.2); stroke: var(--orange); vector-effect: non-scaling-stroke; }
    svg.canvas .marker line { stroke: var(--orange); stroke-width: 2; vector-effect: non-scaling-stroke; }
    svg.canvas .marker { cursor: pointer; }
    svg.canvas text.label { fill: var(--ink); pointer-events: none; }

    ul.items, ul.diagnostics { list-style: none; margin: 0; padding: 0; }
    ul.items { max-height: 240px; overflow: auto; border: 1px solid var(--line); border-radius: 6px; }
    button.item, button.diagnostic { display: block; width: 100%; text-align: left; background: none; border: 0;
        border-bottom: 1px solid var(--panel); padding: 4px 8px; color: inherit; }
    button.item:hover, button.diagnostic:hover { background: var(--panel); }
    .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; border: 1px solid var(--blue); background: rgba(0, 122, 255, 0.15); }
    button.item.guide .swatch { border-color: var(--guide); background: rgba(52, 199, 89, 0.15); }
    button.item.ambiguous .swatch { border-color: var(--orange); background: var(--orange); }
    button.item.conflict .swatch { border-color: var(--red); background: var(--red); }
    button.item.selected, button.item.highlight, button.diagnostic.active { background: #ece6f5; }
    .tag { margin-left: 6px; font-size: 11px; padding: 0 5px; border-radius: 6px; background: var(--panel); color: var(--muted); }
    .kind { font-weight: 600; }
    .severity-error .kind { color: var(--red); }
    .severity-warning .kind { color: #c26e00; }
    .severity-info .kind { color: var(--muted); }
    .hints { margin: 2px 0 0; padding-left: 18px; color: var(--muted); }

    .report table { width: 100%; }
    .facts th { width: 110px; }
    tr.constraint.misses td { color: var(--red); }
    tr.constraint.highlight { background: #ece6f5; }
    .holds-mark { font-weight: 700; }
    table.constraints { font-size: 12px; }
    table.constraints td, table.constraints th { padding: 3px 6px; }
    table.constraints code { overflow-wrap: anywhere; }
    tr.constraint.holds .holds-mark { color: var(--blue); }

    .history table { min-width: 640px; }
    svg.durations { display: block; margin-bottom: 8px; }
    svg.durations .axis { stroke: var(--line); }
    svg.durations .axis-label { font-size: 10px; fill: var(--muted); }
    svg.durations rect.bar.status-satisfied { fill: var(--blue); }
    svg.durations rect.bar.status-ambiguous { fill: var(--orange); }
    svg.durations rect.bar.status-conflicting { fill: var(--red); }
    svg.durations rect.bar.status-never { fill: var(--grey); }
    """#
}
