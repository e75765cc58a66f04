/// The constraints AppKit's `NSGridView` makes for its rows, columns and
/// cells, named `NSGridView-…` after the part of the grid that makes them
/// (docs/importers.md, "AppKit documents").
///
/// Each row and column is a layout guide of the grid, the room its cells
/// have: rows follow one another at `rowSpacing` plus their paddings from
/// the grid's top to its bottom edge, columns at `columnSpacing` plus theirs
/// from its leading to its trailing edge. A row of fixed `height` (a column
/// of fixed `width`) is that size; any other is at least as large as each
/// of its cells and hugs them, all alike. A cell's
/// view stays inside its row and column (a merged cell inside the rows and
/// columns it spans) and is placed there by its `xPlacement` and
/// `yPlacement`, the cell's own, else its column's (row's), else the
/// grid's (leading and top when none says); `none` leaves it to the
/// document's constraints. In rows aligned by `firstBaseline` or
/// `lastBaseline`, the cells keep the offsets between their tops that
/// Xcode saved, the witness of where AppKit put their baselines (see
/// `baselineGridUnmodelled` for the grids that keep their saved frames).
extension IBSceneBuilder {
    /// A row or column held tight to its cells, below every priority a
    /// control's content hugging or compression resistance uses, so a grid
    /// held larger by its superview gives the extra room to its rows and
    /// columns rather than stretch or squeeze a cell. Every track hugs at
    /// this one priority, so which takes the room is left undetermined, as
    /// Xcode flags the cells of such grids (MacPass, Maccy; BENCHMARKS.md,
    /// AppKit's fifteenth round). In a grid with baseline rows the columns
    /// hug at rising priorities from this one, so its first column takes
    /// the extra width (Textual's address book sheet, Clocker's and Maccy's
    /// appearance panes; BENCHMARKS.md, AppKit's sixteenth round).
    static let gridHuggingPriority = 1.0
    /// In a grid of baseline rows, a row of two cells or more keeps its
    /// height when the grid is held larger, whether its cells align or one
    /// opts out (`rowAlignment="none"`): only rows of one cell take the
    /// room (Maccy's panes, BENCHMARKS.md, AppKit's eleventh and sixteenth
    /// rounds).
    static let gridBaselineHuggingPriority = 2.0

    /// Why the grid's placement is not modelled, if it is not: rows that
    /// align their cells by baseline in a case not modelled, a negative top
    /// padding (MonitorControl's keyboard pane saves its row as if there
    /// were none: the rule is not known), a grid Xcode keeps at a fixed frame
    /// with nothing to place it. Such a grid's cells keep their saved frames.
    static func gridUnmodelled(_ grid: IBElement) -> String? {
        if grid.flag("fixedFrame") == true { return "NSGridView at a fixed frame" }
        let cells = grid.child("gridCells")?.children("gridCell") ?? []
        let rows = grid.child("rows")?.children("gridRow") ?? []
        if ([grid] + rows + cells).contains(where: { ["firstBaseline", "lastBaseline"].contains($0["rowAlignment"] ?? "none") }),
           let reason = baselineGridUnmodelled(grid, cells: cells) {
            return reason
        }
        if rows.contains(where: { ($0.number("topPadding") ?? 0) < 0 }) { return "a negative top padding of a grid row is not modelled" }
        return nil
    }

    /// Why a grid whose rows align by baseline is not modelled, if it is
    /// not: each a case the saved frames of one app only show, or contradict
    /// (BENCHMARKS.md, AppKit's sixteenth round). A grid sized by its
    /// autoresizing mask (Maccy's ignore pane gives its extra height to the
    /// middle of three rows); more than two columns of no fixed width
    /// (MacPass's TOTP sheet gives its extra width to the last, where
    /// Textual's, Clocker's and Maccy's two-column grids give it to the first);
    /// a stack view (in a cell that aligns by baseline), combo box or token
    /// field in a cell, whose baselines or
    /// widths layoutd does not know (Textual's and GitUp's stack views,
    /// Textual's combo boxes and token fields); a check box or radio at its
    /// column's trailing edge, whose trailing inset sets the column (OpenEmu's
    /// alert panel, 2 pt off); a slider not filling a column of no fixed
    /// width, which has no width of its own there (Clocker's appearance pane).
    static func baselineGridUnmodelled(_ grid: IBElement, cells: [IBElement]) -> String? {
        if grid["translatesAutoresizingMaskIntoConstraints"] != "NO" {
            return "a grid of baseline rows sized by its autoresizing mask is not modelled"
        }
        let columns = grid.child("columns")?.children("gridColumn") ?? []
        let flexible: (IBElement) -> Bool = { ($0.number("width") ?? 0) <= 1e-30 }
        if columns.filter(flexible).count > 2 {
            return "a grid of baseline rows with more than two columns of no fixed width is not modelled"
        }
        let columnsById = Dictionary(columns.compactMap { c in c["id"].map { ($0, c) } }, uniquingKeysWith: { a, _ in a })
        for cell in cells {
            guard let view = cell.children.first(where: { $0["key"] == "contentView" }) else { continue }
            let column = cell["column"].flatMap { columnsById[$0] }
            let x = cell["xPlacement"] ?? column?["xPlacement"] ?? grid["xPlacement"] ?? "leading"
            switch view.name {
            case "stackView" where cell["rowAlignment"] == "none":
                continue // placed as any cell, its baseline unused (Maccy's storage pane)
            case "stackView", "comboBox", "tokenField":
                return "a \(view.name) in a grid of baseline rows is not modelled"
            case "button" where ["check", "radio"].contains(AKViewClass.cell(view)?["type"] ?? "") && x == "trailing":
                return "a check box at its column's trailing edge in a grid of baseline rows is not modelled"
            case "slider" where view.flag("vertical") != true && column.map(flexible) == true && x != "fill":
                return "a slider not filling its column in a grid of baseline rows is not modelled"
            default:
                continue
            }
        }
        return nil
    }

    /// One `<gridRow>` or `<gridColumn>`: its guide, fixed size and paddings.
    struct GridTrack {
        var id: String
        var element: IBElement
        var size: Double?
        var padding: (Double, Double)
    }

    /// One `<gridCell>` with a view: the view and the tracks it spans.
    struct GridCell {
        var view: String
        var element: IBElement
        var rows: ClosedRange<Int>
        var columns: ClosedRange<Int>
    }

    mutating func addAppKitGridConstraints(_ grid: String, _ element: IBElement, cellViews: [String: String]) {
        let line = element.line
        let rows = gridTracks(element, "rows", "gridRow", owner: grid, size: "height", padding: ("topPadding", "bottomPadding"))
        let columns = gridTracks(element, "columns", "gridColumn", owner: grid, size: "width",
                                 padding: ("leadingPadding", "trailingPadding"))
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let cells = gridCells(element, rows: rows, columns: columns, cellViews: cellViews)
        func baselineAligned(_ cell: GridCell) -> Bool {
            let row = rows[cell.rows.lowerBound].element
            let alignment = cell.element["rowAlignment"] ?? row["rowAlignment"] ?? element["rowAlignment"] ?? "none"
            return ["firstBaseline", "lastBaseline"].contains(alignment) && cell.rows.count == 1
        }
        // A row aligns the baselines of two cells or more; one cell alone is placed as any.
        let aligned = Dictionary(grouping: cells.filter(baselineAligned), by: \.rows.lowerBound).filter { $0.value.count > 1 }
        // Unsaid, a spacing is AppKit's default, 6 (MacPass's password sheet).
        chainGridTracks(rows, grid: grid, line: line, spacing: element.number("rowSpacing") ?? 6,
                        edges: ("top", "bottom", "height"), across: ("leading", "trailing"), name: "row",
                        hugging: { k in
                            let shared = !aligned.isEmpty && cells.filter { $0.rows.lowerBound == k && $0.rows.count == 1 }.count > 1
                            return shared ? Self.gridBaselineHuggingPriority : Self.gridHuggingPriority
                        })
        chainGridTracks(columns, grid: grid, line: line, spacing: element.number("columnSpacing") ?? 6,
                        edges: ("leading", "trailing", "width"), across: ("top", "bottom"), name: "column",
                        hugging: { aligned.isEmpty ? Self.gridHuggingPriority : Self.gridHuggingPriority + Double($0) })
        for cell in cells {
            let first = (row: rows[cell.rows.lowerBound], column: columns[cell.columns.lowerBound])
            let last = (row: rows[cell.rows.upperBound], column: columns[cell.columns.upperBound])
            let x = cell.element["xPlacement"] ?? first.column.element["xPlacement"] ?? element["xPlacement"] ?? "leading"
            placeGridCell(cell, x, from: first.column.id, to: last.column.id,
                          edges: ("leading", "trailing", "centerX"), line: line)
            let y = cell.element["yPlacement"] ?? first.row.element["yPlacement"] ?? element["yPlacement"] ?? "top"
            var placement = y
            if let group = aligned[cell.rows.lowerBound], group.contains(where: { $0.view == cell.view }) {
                // A baseline group stays inside its row, which hugs it, whatever its
                // cells' `yPlacement` (`none` too: Clocker's appearance pane); in a
                // row of fixed height it is placed by its topmost (bottommost,
                // first) cell (Textual's server and channel sheets, Fluor's steps).
                let placed = first.row.size != nil && ["top", "center", "bottom"].contains(y) && groupLead(group, y) == cell.view
                placement = placed ? y : "inside"
            }
            placeGridCell(cell, placement, from: first.row.id, to: last.row.id, edges: ("top", "bottom", "centerY"), line: line)
        }
        for (_, group) in aligned.sorted(by: { $0.key < $1.key }) { alignGridBaselines(group, grid: element, rows: rows, line: line) }
    }

    /// The cells of a row share its first (last) baseline: each keeps the
    /// offset from the first cell's top that Xcode saved (the witness of
    /// where AppKit's baselines fall), else their baselines are equal.
    private mutating func alignGridBaselines(_ group: [GridCell], grid: IBElement, rows: [GridTrack], line: Int) {
        guard let anchor = group.first else { return }
        let row = rows[anchor.rows.lowerBound].element
        for cell in group.dropFirst() {
            let alignment = cell.element["rowAlignment"] ?? row["rowAlignment"] ?? grid["rowAlignment"] ?? "none"
            if let offset = savedTopOffset(cell.view, from: anchor.view) {
                add(system: "NSGridView-row-\(alignment)", "\(cell.view).top", "\(anchor.view).top", line, constant: offset,
                    guide: cell.view)
            } else {
                add(system: "NSGridView-row-\(alignment)", "\(cell.view).\(alignment)", "\(anchor.view).\(alignment)", line,
                    guide: cell.view)
            }
        }
    }

    /// The rows (or columns) of a grid as guides it owns, in document order.
    private mutating func gridTracks(_ grid: IBElement, _ container: String, _ name: String, owner: String, size: String,
                                     padding: (String, String)) -> [GridTrack] {
        var tracks: [GridTrack] = []
        for track in grid.child(container)?.children(name) ?? [] {
            guard let id = track["id"], !ids.contains(id) else {
                warn(track, "a grid \(name == "gridRow" ? "row" : "column") without a unique id is left out")
                continue
            }
            if track.flag("hidden") == true { warn(track, "a hidden grid track is laid out as if it were shown") }
            guides.append((id, owner, name, track.line))
            guideOwner[id] = owner
            ids.insert(id)
            // NSGridViewSizeForContent (1.17549e-38) sizes a track by its cells.
            let fixed = track.number(size).flatMap { $0 > 1e-30 ? $0 : nil }
            tracks.append(GridTrack(id: id, element: track, size: fixed,
                                    padding: (track.number(padding.0) ?? 0, track.number(padding.1) ?? 0)))
        }
        return tracks
    }

    /// Tracks end to end across the grid, `spacing` and their paddings
    /// apart; each pinned along the other axis to the grid's edges so its
    /// guide is placed. A track's guide is the room its cells have, inside
    /// its paddings, so a negative padding (MonitorControl's rows) lets
    /// cells overlap the spacing without a track smaller than nothing.
    private mutating func chainGridTracks(_ tracks: [GridTrack], grid: String, line: Int, spacing: Double,
                                          edges: (lead: String, trail: String, size: String), across: (String, String), name: String,
                                          hugging: (Int) -> Double) {
        for (k, track) in tracks.enumerated() {
            let id = track.id
            if k == 0 {
                add(system: "NSGridView-\(name)-\(edges.lead)", "\(id).\(edges.lead)", "\(grid).\(edges.lead)", line,
                    constant: track.padding.0, guide: id)
            } else {
                let before = tracks[k - 1]
                add(system: "NSGridView-\(name)Spacing", "\(id).\(edges.lead)", "\(before.id).\(edges.trail)", line,
                    constant: before.padding.1 + spacing + track.padding.0, guide: id)
            }
            if k == tracks.count - 1 {
                add(system: "NSGridView-\(name)-\(edges.trail)", "\(id).\(edges.trail)", "\(grid).\(edges.trail)", line,
                    constant: -track.padding.1, guide: id)
            }
            add(system: "NSGridView-\(name)-\(across.0)", "\(id).\(across.0)", "\(grid).\(across.0)", line, guide: id)
            add(system: "NSGridView-\(name)-\(across.1)", "\(id).\(across.1)", "\(grid).\(across.1)", line, guide: id)
            if let size = track.size {
                add(system: "NSGridView-\(name)-\(edges.size)", "\(id).\(edges.size)", nil, line, constant: size, guide: id)
            } else {
                add(system: "NSGridView-\(name)-hugging", "\(id).\(edges.size)", nil, line,
                    priority: hugging(k), guide: id)
            }
        }
    }

    /// The cells that hold a view, each with the rows and columns it spans
    /// (a merged cell's head holds the view for every cell that names it).
    private func gridCells(_ grid: IBElement, rows: [GridTrack], columns: [GridTrack], cellViews: [String: String]) -> [GridCell] {
        let rowIndex = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let columnIndex = Dictionary(columns.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var span: [String: (ClosedRange<Int>, ClosedRange<Int>)] = [:]
        let all = grid.child("gridCells")?.children("gridCell") ?? []
        for cell in all {
            guard let head = cell["headOfMergedCell"] ?? cell["id"], let r = cell["row"].flatMap({ rowIndex[$0] }),
                  let c = cell["column"].flatMap({ columnIndex[$0] }) else { continue }
            let (rs, cs) = span[head] ?? (r...r, c...c)
            span[head] = (min(rs.lowerBound, r)...max(rs.upperBound, r), min(cs.lowerBound, c)...max(cs.upperBound, c))
        }
        return all.compactMap { cell in
            guard let id = cell["id"], let view = cellViews[id], let (rs, cs) = span[cell["headOfMergedCell"] ?? id] else { return nil }
            return GridCell(view: view, element: cell, rows: rs, columns: cs)
        }
    }

    /// A cell's view inside its span of tracks (their rooms, from the first
    /// one's to the last one's), and placed there: at the leading (top) or
    /// trailing (bottom) edge, centred, filling it, or only inside it.
    private mutating func placeGridCell(_ cell: GridCell, _ placement: String, from: String, to: String,
                                        edges: (lead: String, trail: String, centre: String), line: Int) {
        guard placement != "none" else { return }
        let view = cell.view
        let known = ["fill", "leading", "top", "trailing", "bottom", "center", "inside"]
        if !known.contains(placement) {
            warn(cell.element, "grid placement '\(placement)' is not understood: the cell is only kept inside its row and column")
        }
        let fill = placement == "fill"
        let leading = placement == "leading" || placement == "top"
        let trailing = placement == "trailing" || placement == "bottom"
        add(system: "NSGridView-cell-\(edges.lead)", "\(view).\(edges.lead)", "\(from).\(edges.lead)", line,
            relation: fill || leading ? "==" : ">=", guide: view)
        add(system: "NSGridView-cell-\(edges.trail)", "\(view).\(edges.trail)", "\(to).\(edges.trail)", line,
            relation: fill || trailing ? "==" : "<=", guide: view)
        guard placement == "center" else { return }
        if from == to {
            add(system: "NSGridView-cell-\(edges.centre)", "\(view).\(edges.centre)", "\(from).\(edges.centre)", line, guide: view)
        } else {
            warn(cell.element, "a merged cell centred across several tracks is only kept inside them")
        }
    }

    /// How far below `anchor`'s top (bottom) Xcode saved `view`'s
    /// (alignment rectangles), when both frames are witnesses.
    private func savedTopOffset(_ view: String, from anchor: String, bottom: Bool = false) -> Double? {
        guard setting.sizesFromSavedFrames, let i = index[view], let j = index[anchor], !views[i].misplaced, !views[j].misplaced,
              let a = views[i].frame, let b = views[j].frame else { return nil }
        let edge: (IBRect, IBInsets?) -> Double = { f, insets in
            bottom ? f.y + f.height - (insets?.bottom ?? 0) : f.y + (insets?.top ?? 0)
        }
        return edge(a, views[i].alignmentInsets) - edge(b, views[j].alignmentInsets)
    }

    /// The cell of a baseline group that its row's placement holds: the
    /// topmost for `top`, the bottommost for `bottom` (by their saved
    /// frames, the first cell without them), the first for `center`.
    private func groupLead(_ group: [GridCell], _ placement: String) -> String? {
        guard let first = group.first else { return nil }
        guard placement != "center" else { return first.view }
        let bottom = placement == "bottom"
        let offsets = group.map { ($0.view, savedTopOffset($0.view, from: first.view, bottom: bottom) ?? 0) }
        let lead = bottom ? offsets.max { $0.1 < $1.1 } : offsets.min { $0.1 < $1.1 }
        return lead?.0
    }
}
