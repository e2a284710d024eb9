/** The Vitae "V" in a rounded square; decorative next to the written name. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 9l7 15 7-15"
        fill="none"
        stroke="white"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
