/** The texts of an admission and an exit (product texts: the spec names only the refusals). */
export const SCAN_OK_MESSAGES = { entry: 'Entry allowed.', exit: 'Exit recorded.' } as const;
