import DOMPurify from 'dompurify';

/**
 * The rules page's HTML made safe to put on the page: no scripts, no event handlers, no styles,
 * no links that leave the app (our rules text has none; any href is dropped).
 */
export function sanitizeRules(html: string): string {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.hasAttribute('href')) node.removeAttribute('href');
  });
  return purify.sanitize(html, { ADD_ATTR: ['role'], FORBID_TAGS: ['style', 'form', 'input', 'img'], FORBID_ATTR: ['style'] });
}
