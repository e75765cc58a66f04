/// Every free basic's definition flattened in dependency order (each after
/// the free basics it names), so that all values come out of one pass over
/// flat arrays instead of a search per read (`Tableau.value(ofSymbol:)`).
///
/// The plan depends on the definitions and on which of the symbols they
/// name are basic; the tableau's `definitions` stamp says when those
/// changed. A resize that moves constants (a suggested value), or pivots
/// restricted symbols no definition names, leaves the plan standing:
/// values of restricted basics are read from their rows at each pass.
struct ValuePlan {
    struct Term {
        var source: Int
        var coefficient: Double
    }

    /// The tableau's `definitions` stamp the plan was built for; -1: never.
    var builtFor = -1
    /// The tableau's `generation` that `values` hold; -1: not evaluated.
    var evaluatedAt = -1
    /// Free basics in dependency order.
    var order: [Int] = []
    /// `terms[ends[i - 1]..<ends[i]]` define `order[i]`: its terms over
    /// basics (non-basics are at 0), in row order, so that the sums are the
    /// lazy path's bit for bit.
    var ends: [Int] = []
    var terms: [Term] = []
    /// Restricted basics some definition names.
    var restricted: [Int] = []
    /// By symbol: a free basic's value, a named restricted basic's value,
    /// 0 for free non-basics.
    var values: [Double] = []
    /// Visit marks of `build`, by symbol.
    var marks: [UInt8] = []
    var stack: [(symbol: Int, ready: Bool)] = []
}

extension Tableau {
    /// The plan's values at the current generation, rebuilding the plan
    /// first when a definition changed.
    mutating func evaluateValues() {
        if valuePlan.builtFor != definitions { buildValuePlan() }
        guard valuePlan.evaluatedAt != generation else { return }
        // Taken out of `self` so that its arrays stay uniquely referenced.
        var plan = ValuePlan()
        swap(&plan, &valuePlan)
        defer { swap(&plan, &valuePlan) }
        // Through buffer pointers: subscripting `symbols` copied each entry
        // (retaining its row and column) to read one constant.
        symbols.withUnsafeBufferPointer { entries in
            plan.values.withUnsafeMutableBufferPointer { values in
                for y in plan.restricted {
                    values[y] = entries[y].row!.constant
                }
                plan.terms.withUnsafeBufferPointer { terms in
                    var start = 0
                    for (i, x) in plan.order.enumerated() {
                        var v = entries[x].row!.constant
                        let end = plan.ends[i]
                        for j in start..<end { v += terms[j].coefficient * values[terms[j].source] }
                        values[x] = v
                        start = end
                    }
                }
            }
        }
        plan.evaluatedAt = generation
    }

    /// The values of variables `0..<count` from an evaluated plan into
    /// `out`, by variable id (0 for those no row has named).
    func readVariableValues(count: Int, into out: inout [Double]) {
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: repeatElement(0, count: count))
        out.withUnsafeMutableBufferPointer { out in
            variableSymbols.withUnsafeBufferPointer { symbolOf in
                valuePlan.values.withUnsafeBufferPointer { values in
                    for id in 0..<min(count, symbolOf.count) {
                        let s = symbolOf[id]
                        if s >= 0 && s < values.count { out[id] = values[s] }
                    }
                }
            }
        }
    }

    /// Is the plan evaluated for the tableau as it is?
    var valuesAreEvaluated: Bool {
        valuePlan.builtFor == definitions && valuePlan.evaluatedAt == generation
    }

    /// Orders the free basics depth first, children before parents, and
    /// copies their definitions.
    private mutating func buildValuePlan() {
        var plan = ValuePlan()
        swap(&plan, &valuePlan)
        defer { swap(&plan, &valuePlan) }
        let n = symbols.count
        plan.order.removeAll(keepingCapacity: true)
        plan.ends.removeAll(keepingCapacity: true)
        plan.terms.removeAll(keepingCapacity: true)
        plan.restricted.removeAll(keepingCapacity: true)
        plan.values.removeAll(keepingCapacity: true)
        plan.values.append(contentsOf: repeatElement(0, count: n))
        plan.marks.removeAll(keepingCapacity: true)
        plan.marks.append(contentsOf: repeatElement(0, count: n))
        let visited: UInt8 = 1, listed: UInt8 = 2
        for s in 0..<n where symbols[s].kind == .external && symbols[s].row != nil && plan.marks[s] == 0 {
            plan.stack.append((s, false))
            while let (x, ready) = plan.stack.popLast() {
                if ready {
                    let row = symbols[x].row!
                    for i in 0..<row.count {
                        let y = row.terms[i].symbol
                        guard symbols[y].row != nil else { continue }
                        if symbols[y].kind.isRestricted && plan.marks[y] != listed {
                            plan.marks[y] = listed
                            plan.restricted.append(y)
                        }
                        plan.terms.append(ValuePlan.Term(source: y, coefficient: row.terms[i].coefficient))
                    }
                    plan.order.append(x)
                    plan.ends.append(plan.terms.count)
                    continue
                }
                if plan.marks[x] != 0 { continue }
                plan.marks[x] = visited
                plan.stack.append((x, true))
                let row = symbols[x].row!
                for i in 0..<row.count {
                    let y = row.terms[i].symbol
                    if !symbols[y].kind.isRestricted && symbols[y].row != nil && plan.marks[y] == 0 {
                        plan.stack.append((y, false))
                    }
                }
            }
        }
        plan.builtFor = definitions
        plan.evaluatedAt = -1
    }
}
