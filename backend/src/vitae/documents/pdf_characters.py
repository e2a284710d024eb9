"""pdfminer's LTChar, built faster for the usual case: horizontal text drawn without rotation or skew.

LTChar computes its box by transforming four corners through the text matrix. For a matrix without rotation
or skew (b = c = 0: nearly every character of a resume) the same box follows from two multiplications per
axis; the result is the same object with the same attribute values, which a test checks on real pages.
"""

from pdfminer.layout import LTChar
from pdfminer.pdfcolor import PDFColorSpace
from pdfminer.pdffont import PDFFont
from pdfminer.pdfinterp import PDFGraphicState
from pdfminer.utils import Matrix


def make_char(
    matrix: Matrix,
    font: PDFFont,
    fontsize: float,
    scaling: float,
    rise: float,
    text: str,
    textwidth: float,
    textdisp: float | tuple[float | None, float],
    ncs: PDFColorSpace,
    graphicstate: PDFGraphicState,
) -> LTChar:
    (a, b, c, d, e, f) = matrix
    if b or c or font.is_vertical():
        return LTChar(matrix, font, fontsize, scaling, rise, text, textwidth, textdisp, ncs, graphicstate)
    char = LTChar.__new__(LTChar)
    char._text = text
    char.matrix = matrix
    char.fontname = font.fontname
    char.ncs = ncs
    char.graphicstate = graphicstate
    char.adv = advance = textwidth * fontsize * scaling
    bottom = font.get_descent() * fontsize + rise
    char.upright = a * d * scaling > 0
    left, right = sorted((e, a * advance + e))
    low, high = sorted((d * bottom + f, d * (bottom + fontsize) + f))
    char.set_bbox((left, low, right, high))
    char.size = char.height
    return char
