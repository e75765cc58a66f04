/// The objective levels: made on the first constraint of a priority, gone
/// with the last; their terms live in the symbols' `ReducedCosts`.
///
/// A level keeps no list of its symbols: the costs are what counts, and
/// keeping a list in step cost more on every pivot of a small scene than it
/// saves. Only the phase-one level, made and dropped for each required
/// constraint that needs it, lists the symbols given a cost there
/// (`phaseOneSymbols`); a priority's level, dropped only with its last
/// constraint, is found by a pass over the symbols.
extension Tableau {
    /// The slot of the level of `priority`, made when missing.
    mutating func levelSlot(for priority: Double) -> Int {
        if let slot = levelByPriority[priority] { return slot }
        let slot: Int
        if let free = freeLevelSlots.popLast() {
            levels[free] = Level(priority: priority)
            slot = free
        } else {
            levels.append(Level(priority: priority))
            slot = levels.count - 1
        }
        levelByPriority[priority] = slot
        return slot
    }

    func existingLevelSlot(for priority: Double) -> Int? { levelByPriority[priority] }

    /// The phase-one level, above every other, empty. Its slot is made once
    /// per tableau and kept: many required constraints need phase one, and
    /// a level made and dropped for each cost a hash insert and removal.
    mutating func openPhaseOne() -> Int {
        if phaseOneSlot < 0 {
            levels.append(Level(priority: .infinity))
            phaseOneSlot = levels.count - 1
        }
        return phaseOneSlot
    }

    /// Accounts for a cost of `symbol` that appeared (+1) or vanished (-1)
    /// at the level in `slot`.
    @inline(__always)
    mutating func noteCost(_ change: ReducedCosts.Change, of symbol: Int, level slot: Int) {
        switch change {
        case .appeared:
            meter?.terms &+= 1
            if slot == phaseOneSlot { phaseOneSymbols.append(symbol) }
        case .vanished:
            meter?.terms &-= 1
        case .none:
            break
        }
    }

    /// Adds `value·symbol` to the level in `slot`.
    mutating func addCost(_ value: Double, _ symbol: Int, level slot: Int) {
        let change = symbols[symbol].costs.add(value, level: slot, priority: levels[slot].priority)
        noteCost(change, of: symbol, level: slot)
    }

    /// Accounts for the costs of `symbol` that a merge made appear or
    /// vanish (as `costsAppeared` and `costsVanished` say).
    mutating func noteCostChanges(of symbol: Int) {
        if costsAppeared.isEmpty && costsVanished.isEmpty { return }
        meter?.terms &+= costsAppeared.count &- costsVanished.count
        if phaseOneSlot >= 0 {
            for i in 0..<costsAppeared.count where Int(costsAppeared[i]) == phaseOneSlot {
                phaseOneSymbols.append(symbol)
            }
        }
        // truncate: removeAll(keepingCapacity:) went through a generic
        // replaceSubrange, costlier than the merge itself.
        costsAppeared.truncate(to: 0)
        costsVanished.truncate(to: 0)
    }

    /// `level += factor·row`, term by term in the row's (ascending) order.
    mutating func addToLevel(_ slot: Int, _ factor: Double, _ row: Row) {
        levels[slot].constant += factor * row.constant
        for i in 0..<row.count {
            addCost(factor * row.terms[i].coefficient, row.terms[i].symbol, level: slot)
        }
    }

    /// Drops every cost of `symbol` (it leaves the tableau).
    mutating func dropCosts(of symbol: Int) {
        let costs = symbols[symbol].costs.takeAll()
        meter?.terms &-= costs.count
    }

    /// The symbols with a cost at the level in `slot`, ascending.
    func symbols(atLevel slot: Int) -> [Int] {
        let priority = levels[slot].priority
        if slot == phaseOneSlot {
            var found = phaseOneSymbols.filter { symbols[$0].costs.coefficient(atPriority: priority) != 0 }
            found.sortUnique()
            return found
        }
        return symbols.indices.filter { symbols[$0].costs.coefficient(atPriority: priority) != 0 }
    }

    /// Removes the level in `slot` and every cost at it; returns its constant
    /// and the symbols that had a cost there (ascending).
    mutating func removeLevel(_ slot: Int) -> (constant: Double, symbols: [Int]) {
        let priority = levels[slot].priority
        let found = symbols(atLevel: slot)
        for s in found { _ = symbols[s].costs.remove(priority: priority) }
        meter?.terms &-= found.count
        let constant = levels[slot].constant
        if slot == phaseOneSlot {
            // Emptied for the next phase one, its buffer kept.
            levels[slot].constant = 0
            phaseOneSymbols.truncate(to: 0)
            return (constant, found)
        }
        levelByPriority[priority] = nil
        levels[slot] = Level(priority: .nan)
        freeLevelSlots.append(slot)
        return (constant, found)
    }
}

/// One priority level of the lexicographic objective: the summed violation
/// of the level's constraints. Its terms are not kept here but by column,
/// in each symbol's `ReducedCosts` (see there for why).
struct Level {
    var priority: Double
    /// The objective's value at this level at the current vertex.
    var constant = 0.0
    /// Constraints (and edit variables) at this level; the level goes away at 0.
    var members = 0

    init(priority: Double) { self.priority = priority }
}
