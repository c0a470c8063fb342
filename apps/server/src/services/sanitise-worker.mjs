// The rich-text sanitiser's thread (plain JavaScript: it runs as is from src/ under the tests and from dist/ in the
// build, which copies it there). sanitize-html costs about 10 to 30 µs a tag here, so a description at the domain's
// markup bound would hold the API's event loop for tens of milliseconds; on this thread it holds only itself.
import { parentPort } from 'node:worker_threads';
import sanitizeHtml from 'sanitize-html';

/**
 * What survives: a small set of formatting tags, links with http, https or mailto only (rel noopener nofollow), no
 * attributes otherwise. Script, style and similar elements are dropped with their content; event handlers, inline
 * styles and javascript: links never survive.
 */
const OPTIONS = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
};

parentPort?.on('message', ({ id, html }) => {
  try {
    parentPort?.postMessage({ id, clean: sanitizeHtml(html, OPTIONS).trim() });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
