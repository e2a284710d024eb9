"""Large buffers go back to the system when freed.

glibc's malloc maps a large allocation on its own and unmaps it on free, but after freeing one it raises that
threshold to the freed size (up to 32 MiB), so the next uploads' 10 MB buffers come from the heaps of the threads
that made them and stay there: twenty concurrent uploads left a server process at 770 MiB. Fixing the threshold at
1 MiB keeps every upload, PDF and pickled task in mappings of their own, returned as soon as they are freed."""

import ctypes
import ctypes.util

_M_MMAP_THRESHOLD = -3  # mallopt's parameter number in glibc's malloc.h
MMAP_THRESHOLD_BYTES = 1024 * 1024


def return_large_buffers_to_the_system() -> bool:
    """True where the C library is glibc and took the setting; elsewhere nothing changes."""
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    try:
        mallopt = ctypes.CDLL(name).mallopt
    except (OSError, AttributeError):  # not glibc (musl, macOS): its allocator manages this itself
        return False
    return bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES))
