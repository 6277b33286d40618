#ifndef LAYOUTC_CZLIB_SHIM_H
#define LAYOUTC_CZLIB_SHIM_H
#include <zlib.h>
#endif
