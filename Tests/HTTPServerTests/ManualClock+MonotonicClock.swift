import HTTPServer
import TestSupport

extension ManualClock: MonotonicClock {}
