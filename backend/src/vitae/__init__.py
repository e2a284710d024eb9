"""Vitae: resume analysis, enhancement, tailoring, building and interview practice."""

import os

# One BLAS thread per process: requests run side by side on few cores, and the small matrix products of a request
# (a few sentence vectors against the occupation vectors) run 20 times slower when BLAS threads contend for them.
# Set before numpy is first imported; an explicit setting in the environment wins.
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

__version__ = "0.1.0"
