import type { Block } from '@/server/db/seed/blog/types';
import { isSitePath } from '@/lib/routing/sitePath';

// An article's body between the form it is stored in (structured blocks, rendered by the page's
// own components through an allow-list: components/blog/ArticleBody.tsx) and the document the
// back office's rich-text editor (TipTap) edits. Only what the site can show survives the trip:
// paragraphs, h2 and h3 headings, bullet and numbered lists, tips (a quote in the editor), the
// article's drawings, photos from the media library, and links to the site's own pages. Anything
// else becomes plain text.

type Mark = { type: string; attrs?: Record<string, unknown> };
export type DocNode = { type: string; attrs?: Record<string, unknown>; content?: DocNode[]; text?: string; marks?: Mark[] };

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;
/** A link the page can make: a path of this site (its language's domain). */
const isLinkPath = (href: unknown): href is string => isSitePath(href) && !/[()]/.test(href);

/** "See [our tours](/trip/x) now" → text nodes, the link one carrying a link mark. */
function inline(text: string): DocNode[] {
  const nodes: DocNode[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > last) nodes.push({ type: 'text', text: text.slice(last, m.index) });
    nodes.push({ type: 'text', text: m[1]!, marks: [{ type: 'link', attrs: { href: m[2] } }] });
    last = m.index + m[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

const paragraph = (text: string): DocNode => ({ type: 'paragraph', ...(text ? { content: inline(text) } : {}) });
const list = (type: string, items: string[]): DocNode => ({ type, content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) });

/** Stored blocks → the editor's document. */
export function blocksToDoc(blocks: Block[]): DocNode {
  const content = blocks.map((b): DocNode => {
    switch (b.type) {
      case 'p':
        return paragraph(b.text);
      case 'h2':
      case 'h3':
        return { type: 'heading', attrs: { level: b.type === 'h2' ? 2 : 3 }, content: inline(b.text) };
      case 'ul':
        return list('bulletList', b.items);
      case 'ol':
        return list('orderedList', b.items);
      case 'tip':
        return { type: 'blockquote', content: [paragraph(b.text)] };
      case 'steps':
        return list('orderedList', b.items.map((s) => `${s.title}: ${s.text}`));
      case 'image':
        return { type: 'sitePicture', attrs: { art: b.art, seed: b.seed, alt: b.alt, caption: b.caption ?? '' } };
      case 'photo':
        return { type: 'sitePhoto', attrs: { media: b.media, alt: b.alt, caption: b.caption ?? '' } };
    }
  });
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

/** A node's words, links written [text](/path); other marks dropped. */
function textOf(node: DocNode): string {
  if (node.type === 'text') {
    const href = node.marks?.find((m) => m.type === 'link')?.attrs?.href;
    const text = (node.text ?? '').replace(/[[\]]/g, (c) => (c === '[' ? '(' : ')'));
    return isLinkPath(href) && text.trim() ? `[${text}](${href})` : text;
  }
  if (node.type === 'hardBreak') return ' ';
  return (node.content ?? []).map(textOf).join('');
}

/** Runs of spaces and line breaks as one space (non-breaking spaces, as in '14 750', stay). */
const clean = (s: string) => s.replace(/[ \t\r\n]+/g, ' ').replace(/^ +| +$/g, '');

/** The editor's document → blocks to store (empty paragraphs dropped). */
export function docToBlocks(doc: DocNode): Block[] {
  const blocks: Block[] = [];
  const itemsOf = (node: DocNode) => (node.content ?? []).map((item) => clean(textOf(item))).filter(Boolean);
  for (const node of doc.content ?? []) {
    switch (node.type) {
      case 'heading': {
        const text = clean(textOf(node));
        if (text) blocks.push({ type: Number(node.attrs?.level) <= 2 ? 'h2' : 'h3', text });
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const items = itemsOf(node);
        if (items.length) blocks.push({ type: node.type === 'bulletList' ? 'ul' : 'ol', items });
        break;
      }
      case 'blockquote': {
        const text = clean((node.content ?? []).map(textOf).join(' '));
        if (text) blocks.push({ type: 'tip', text });
        break;
      }
      case 'sitePicture': {
        const a = node.attrs ?? {};
        if (typeof a.art === 'string' && typeof a.seed === 'string')
          blocks.push({ type: 'image', art: a.art as never, seed: a.seed, alt: clean(String(a.alt ?? '')), ...(a.caption ? { caption: clean(String(a.caption)) } : {}) });
        break;
      }
      case 'sitePhoto': {
        const a = node.attrs ?? {};
        if (typeof a.media === 'string' && /^[0-9a-f]{24}$/.test(a.media))
          blocks.push({ type: 'photo', media: a.media, alt: clean(String(a.alt ?? '')), ...(a.caption ? { caption: clean(String(a.caption)) } : {}) });
        break;
      }
      default: {
        // Paragraphs, and anything the site does not show as such (code, rules…), as plain paragraphs.
        const text = clean(textOf(node));
        if (text) blocks.push({ type: 'p', text });
      }
    }
  }
  return blocks;
}
