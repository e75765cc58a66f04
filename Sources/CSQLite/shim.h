#ifndef LAYOUTD_CSQLITE_SHIM_H
#define LAYOUTD_CSQLITE_SHIM_H
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import; give it a name.
static inline sqlite3_destructor_type layoutd_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
#endif
