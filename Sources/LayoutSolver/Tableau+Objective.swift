/// The objective levels: made on the first constraint of a priority, gone
/// with the last; their terms live in the symbols' `ReducedCosts`.
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

    /// Adds `value·symbol` to the level in `slot`.
    mutating func addCost(_ value: Double, _ symbol: Int, level slot: Int) {
        switch symbols[symbol].costs.add(value, level: slot, priority: levels[slot].priority) {
        case .appeared:
            levels[slot].live += 1
            levels[slot].symbols.append(symbol)
            meter?.terms &+= 1
        case .vanished:
            levels[slot].live -= 1
            meter?.terms &-= 1
            sweepIfSparse(level: slot)
        case .none:
            break
        }
    }

    /// Keeps the levels' lists in step with the costs of `symbol` that
    /// appeared and vanished (as `costsAppeared` and `costsVanished` say).
    mutating func noteCostChanges(of symbol: Int) {
        for i in 0..<costsAppeared.count {
            let slot = Int(costsAppeared[i])
            levels[slot].live += 1
            levels[slot].symbols.append(symbol)
        }
        meter?.terms &+= costsAppeared.count &- costsVanished.count
        for i in 0..<costsVanished.count {
            let slot = Int(costsVanished[i])
            levels[slot].live -= 1
            sweepIfSparse(level: slot)
        }
        costsAppeared.removeAll(keepingCapacity: true)
        costsVanished.removeAll(keepingCapacity: true)
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
        for i in 0..<costs.count {
            let slot = Int(costs[i].level)
            levels[slot].live -= 1
            sweepIfSparse(level: slot)
        }
    }

    /// The symbols with a cost at the level in `slot`, ascending.
    func symbols(atLevel slot: Int) -> [Int] {
        let priority = levels[slot].priority
        var found = levels[slot].symbols.filter { symbols[$0].costs.coefficient(atPriority: priority) != 0 }
        found.sortUnique()
        return found
    }

    /// Removes the level in `slot` and every cost at it; returns its constant
    /// and the symbols that had a cost there (ascending).
    mutating func removeLevel(_ slot: Int) -> (constant: Double, symbols: [Int]) {
        let priority = levels[slot].priority
        let found = symbols(atLevel: slot)
        for s in found { _ = symbols[s].costs.remove(priority: priority) }
        meter?.terms &-= found.count
        let constant = levels[slot].constant
        levelByPriority[priority] = nil
        levels[slot] = Level(priority: .nan)
        freeLevelSlots.append(slot)
        return (constant, found)
    }

    /// Forgets symbols that no longer have a cost at the level once they
    /// outnumber the live ones, so that reading the level stays linear in
    /// its live terms.
    private mutating func sweepIfSparse(level slot: Int) {
        guard levels[slot].symbols.count > Tolerances.objectiveSweepSlack + 2 * levels[slot].live else { return }
        levels[slot].symbols = symbols(atLevel: slot)
    }
}
