/**
 * The box of a scrolling text pane of the comparison view: 500 px on a phone and 600 px from md (SPEC §9), never
 * more than most of the window; from lg the pane fills the column the comparison dialog gives it. It is positioned, so that text
 * shown to screen readers only (positioned absolutely) scrolls with the pane instead of stretching the dialog.
 */
export const TEXT_PANE_HEIGHT = 'relative h-[min(500px,60dvh)] md:h-[min(600px,60dvh)] lg:h-full lg:min-h-0'
