// LayoutService: see README.md for what this layer holds.
