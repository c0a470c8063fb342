import { stripHtml, textSectionsPopup } from '@diy/domain';

/**
 * Rich text as compared for changes: an editor rewrites empty or equal content in its own way (`<p></p>`,
 * `<p><br></p>`, whitespace), which is not a change.
 */
export function normaliseHtml(html: string): string {
  if (stripHtml(html) === '') return '';
  return html.replace(/<p>(\s|<br\s*\/?>)*<\/p>/gi, '').replace(/\s+/g, ' ').trim();
}

/**
 * The 'Invalid ...' popup for the text sections a screen saves (its own values), or null. The other text
 * sections are checked when the whole draft is submitted.
 */
export function screenTextPopup(values: { synopsis?: string; tnc?: string; reasonsToAttend?: readonly string[] }) {
  return textSectionsPopup({
    synopsis: values.synopsis ?? 'ok',
    tnc: values.tnc ?? '',
    reasonsToAttend: values.reasonsToAttend ?? [],
    emailIds: [],
  });
}
