/** A LIKE pattern's metacharacters (backslash, %, _) escaped, so a search term matches only itself. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern for text containing `term` anywhere. */
export const containsPattern = (term: string): string => `%${escapeLike(term)}%`;
