/**
 * Our rules text (Markdown from resources/rules/, served by rules.get) as HTML: headings get ids
 * to jump to, and a blockquote opening with **Ruling:** or **House rule:** becomes a marked box.
 * The HTML is sanitized (DOMPurify) before it reaches the page; see sanitize.ts.
 */
import { Marked, type Tokens } from 'marked';

/** "The horror in the woods" -> "the-horror-in-the-woods". */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/&[a-z]+;|&#\d+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

export type BoxKind = 'ruling' | 'house-rule';

/** The kind of box a blockquote is, from its first words, or null for a plain quote. */
export function boxKind(quoteText: string): BoxKind | null {
  const t = quoteText.trimStart();
  if (t.startsWith('**Ruling:**')) return 'ruling';
  if (t.startsWith('**House rule:**')) return 'house-rule';
  return null;
}

/**
 * Markdown to (unsanitized) HTML, with heading ids and ruling boxes. `shift` moves every heading
 * down that many levels (a page whose own title is the h1 shows the text's "#" as an h2).
 */
export function rulesHtml(markdown: string, shift = 0): string {
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, { tokens, depth, text }: Tokens.Heading): string {
        const base = `rules-${slug(text)}`;
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n === 0 ? base : `${base}-${n + 1}`;
        const level = Math.min(6, depth + shift);
        return `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      blockquote(this: { parser: { parse(t: Tokens.Generic[]): string } }, { tokens, text }: Tokens.Blockquote): string | false {
        const kind = boxKind(text);
        if (!kind) return false;
        return `<div class="ruling" data-kind="${kind}" role="note">\n${this.parser.parse(tokens)}</div>\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false }) as string;
}
