import FuzzSupport
import LayoutScene

/// Fuzzes the equation form of constraints.
///
/// Input: the equation text (all of it, newlines included). Properties:
/// nothing crashes; an error's column lies within the text (or just past its
/// end); a parsed equation printed by `EquationPrinter` parses back to the
/// same spec, as the printer promises.
enum EquationHarness: FuzzHarness {
    static func run(_ bytes: [UInt8]) {
        let parser = EquationParser()
        let printer = EquationPrinter()
        let text = String(decoding: bytes, as: UTF8.self)
        let spec: ConstraintSpec
        do {
            spec = try parser.parse(text)
        } catch {
            if case .syntax(let column, _) = error {
                FuzzCheck.require((1...text.utf8.count + 1).contains(column),
                                  "column \(column) outside \(text.debugDescription)")
            }
            return
        }
        let printed = printer.print(spec)
        do {
            let again = try parser.parse(printed)
            FuzzCheck.require(again == spec, "\(text.debugDescription) printed as \(printed.debugDescription) reads back as \(again)")
        } catch {
            FuzzCheck.require(false, "\(text.debugDescription) printed as \(printed.debugDescription) does not parse: \(error.message)")
        }
    }
}
