"""The checks of the rubric, one module per score category."""
