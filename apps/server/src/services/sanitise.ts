import sanitizeHtml from 'sanitize-html';

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

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
