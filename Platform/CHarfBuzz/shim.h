#include <harfbuzz/hb.h>
