import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blocksToDoc, docToBlocks, type DocNode } from '@/lib/content/articleDoc';
import type { Block } from '@/server/db/seed/blog/types';

// The rich-text editor's document and the stored blocks: every article of the catalogue survives
// the trip unchanged, and what the site cannot show safely does not get in.

const TEXT_DIR = path.join(__dirname, '../../server/db/seed/blog/text');

describe('article bodies between the stored blocks and the editor', () => {
  it('every article in every language comes back from the editor’s document exactly as stored', () => {
    let checked = 0;
    for (const locale of fs.readdirSync(TEXT_DIR)) {
      for (const file of fs.readdirSync(path.join(TEXT_DIR, locale))) {
        const { body } = JSON.parse(fs.readFileSync(path.join(TEXT_DIR, locale, file), 'utf8')) as { body: Block[] };
        expect(docToBlocks(blocksToDoc(body)), `${locale}/${file}`).toEqual(body);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6 * 20);
  });

  it('carries a photo from the media library both ways, and drops one whose id is not a media id', () => {
    const body: Block[] = [{ type: 'photo', media: 'ab'.repeat(12), alt: 'Calves at Ndutu', caption: 'February' }, { type: 'p', text: 'After.' }];
    expect(docToBlocks(blocksToDoc(body))).toEqual(body);
    expect(docToBlocks({ type: 'doc', content: [{ type: 'sitePhoto', attrs: { media: '../../etc/passwd', alt: 'x' } }] })).toEqual([]);
  });

  it('keeps links to the site’s own pages and drops every other link, script and attribute to plain text', () => {
    const doc: DocNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Planning' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Book ' },
            { type: 'text', text: 'a safari', marks: [{ type: 'link', attrs: { href: '/tanzania-safari-package/' } }, { type: 'bold' }] },
            { type: 'text', text: ' or ' },
            { type: 'text', text: 'elsewhere', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'there', marks: [{ type: 'link', attrs: { href: '//evil.example/x' } }] },
            { type: 'text', text: ' <script>alert(1)</script> [fake](/x' },
          ],
        },
        { type: 'paragraph' },
        { type: 'codeBlock', content: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pack light.' }] }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hat' }] }] }, { type: 'listItem', content: [{ type: 'paragraph' }] }] },
      ],
    };
    expect(docToBlocks(doc)).toEqual([
      { type: 'h2', text: 'Planning' },
      { type: 'p', text: 'Book [a safari](/tanzania-safari-package/) or elsewhere and there <script>alert(1)</script> (fake)(/x' },
      { type: 'p', text: '<img src=x onerror=alert(1)>' },
      { type: 'tip', text: 'Pack light.' },
      { type: 'ul', items: ['Hat'] },
    ]);
  });
});
