/** A drawn bin for the delete buttons (emoji glyphs are missing from many fonts). Decorative: the button has the name. */
export function TrashIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3.5 5.5h13M8 5.5V4h4v1.5M5 5.5l.8 11h8.4l.8-11M8.3 8.5v5.5M11.7 8.5v5.5" />
    </svg>
  );
}
