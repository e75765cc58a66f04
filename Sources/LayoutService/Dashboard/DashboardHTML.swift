/// The single page. It carries no script body and no handlers: everything the
/// page does comes from app.js, which builds the DOM with createElement.
enum DashboardHTML {
    static let page = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>layoutd</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/ui/assets/app.css">
    <script src="/ui/assets/app.js" defer></script>
    </head>
    <body>
    <header class="top"><a class="brand" href="/ui/">layoutd</a><span class="tagline">layout as a service</span></header>
    <main id="app"><p class="loading">Loading…</p></main>
    <noscript><p class="problem">The dashboard needs JavaScript.</p></noscript>
    </body>
    </html>

    """#
}
