#ifndef LAYOUTD_CPOSTGRES_SHIM_H
#define LAYOUTD_CPOSTGRES_SHIM_H
#include <libpq-fe.h>

// PG_DIAG_SQLSTATE is a character-literal macro Swift cannot import; give it a name.
static inline int layoutd_pg_diag_sqlstate(void) {
    return PG_DIAG_SQLSTATE;
}
#endif
