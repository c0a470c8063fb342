import { richTextSizeError } from '@diy/domain';
import sanitizeHtml from 'sanitize-html';
import { errors } from '../http/errors';

/**
 * Rich text (description, terms) is stored only after this: a small set of formatting tags, links with http,
 * https or mailto only (rel noopener nofollow), no attributes otherwise. Script, style and similar elements are
 * dropped with their content; event handlers, inline styles and javascript: links never survive.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
};

/**
 * The sanitiser's cost grows with the markup it is given (about 2 µs a tag or character reference here), so it only
 * takes rich text within the domain's size bounds (RICH_TEXT_RAW_MAX_LENGTH, RICH_TEXT_MAX_MARKUP). The route schemas
 * refuse larger text before a handler runs; this refuses it again rather than spend the event loop on it.
 */
export function sanitiseRichText(html: string, field = 'text'): string {
  const tooLarge = richTextSizeError(html);
  if (tooLarge) throw errors.validation([{ field, message: tooLarge }]);
  return sanitizeHtml(html, OPTIONS).trim();
}
