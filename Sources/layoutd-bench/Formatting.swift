/// Fixed-point text without Foundation: `fixed(3.14159, 2)` is "3.14".
func fixed(_ x: Double, _ digits: Int) -> String {
    guard x.isFinite else { return "\(x)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let negative = x < 0
    let scaled = (abs(x) * scale + 0.5)
    guard scaled < 9e18 else { return "\(x)" }
    let n = UInt64(scaled)
    let whole = n / UInt64(scale)
    var frac = String(n % UInt64(scale))
    while frac.count < digits { frac = "0" + frac }
    return (negative && n > 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + frac : "")
}

/// `1.2e-13` style text with one decimal.
func scientific(_ x: Double) -> String {
    if x == 0 { return "0.0e+00" }
    var m = abs(x), e = 0
    while m >= 10 { m /= 10; e += 1 }
    while m < 1 { m *= 10; e -= 1 }
    let exponent = (e < 0 ? "-" : "+") + (abs(e) < 10 ? "0" : "") + String(abs(e))
    return (x < 0 ? "-" : "") + fixed(m, 1) + "e" + exponent
}
