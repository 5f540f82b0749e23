import { Node, mergeAttributes } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { blocksToDoc, docToBlocks } from '@/lib/content/articleDoc';
import { MediaLibrary } from '../media/MediaLibrary';
import { smallestUrl } from '../media/mediaTypes';
import type { Block } from '@/server/db/seed/blog/types';

/**
 * One of the article's own pictures, kept where it stands in the text: it can be moved or deleted,
 * not edited here (its words are in the block's alt text and caption).
 */
const SitePicture = Node.create({
  name: 'sitePicture',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ art: { default: null }, seed: { default: null }, alt: { default: '' }, caption: { default: '' } }),
  parseHTML: () => [{ tag: 'figure[data-site-picture]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'figure',
    mergeAttributes({ 'data-site-picture': '', class: 'my-2 rounded border border-night-200 bg-night-50 p-2 text-xs text-night-700' }),
    `Picture: ${String(HTMLAttributes.alt || HTMLAttributes.seed || '')}`,
  ],
});

/** One of the office's photos from the media library, where it stands in the text (its alt text and caption in the block). */
const SitePhoto = Node.create({
  name: 'sitePhoto',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ media: { default: null }, alt: { default: '' }, caption: { default: '' }, src: { default: '' } }),
  parseHTML: () => [{ tag: 'figure[data-site-photo]' }],
  renderHTML: ({ HTMLAttributes }) => [
    'figure',
    mergeAttributes({ 'data-site-photo': '', class: 'my-2 flex items-center gap-2 rounded border border-night-200 bg-night-50 p-2 text-xs text-night-700' }),
    ['img', { src: String(HTMLAttributes.src || `/api/media/${String(HTMLAttributes.media)}.320.webp`), alt: '', class: 'h-12 w-16 rounded object-cover' }],
    ['span', {}, `Photo: ${String(HTMLAttributes.alt || '')}`],
  ],
});

const tool = (active: boolean) => `min-h-9 rounded border px-2 text-sm ${active ? 'border-night-800 bg-night-800 text-white' : 'border-night-300 bg-white text-night-800'}`;

/**
 * An article's body in TipTap: paragraphs, h2 and h3, lists, tips (a quote) and links to the site's
 * own pages, the only things the page shows (lib/content/articleDoc.ts turns the document into the
 * stored blocks on every change; anything else becomes plain text).
 */
export function RichTextField({ value, onChange, label, lang }: { value: Block[]; onChange: (blocks: Block[]) => void; label: string; lang: string }) {
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        bold: false, italic: false, strike: false, code: false, codeBlock: false, underline: false, horizontalRule: false,
        link: { openOnClick: false, autolink: false, linkOnPaste: false, protocols: [], isAllowedUri: (url) => url.startsWith('/') && !url.startsWith('//') },
      }),
      SitePicture,
      SitePhoto,
    ],
    content: blocksToDoc(value),
    editorProps: { attributes: { class:
          'min-h-48 space-y-2 rounded-b-md border border-night-300 bg-white px-3 py-2 text-sm focus:outline-none [&_blockquote]:border-l-4 [&_blockquote]:border-acacia-500 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6', 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(docToBlocks(e.getJSON())),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      ul: e?.isActive('bulletList') ?? false,
      ol: e?.isActive('orderedList') ?? false,
      tip: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return <p role="status">Loading the editor…</p>;
  const chain = () => editor.chain().focus();
  const link = () => {
    const href = window.prompt('Link to a page of this site (for example /trip/serengeti-safari or /Contact); empty to remove the link');
    if (href === null) return;
    if (!href.trim()) chain().unsetLink().run();
    else if (href.startsWith('/') && !href.startsWith('//')) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <div className="mt-1" data-testid="rich-text">
      <div role="toolbar" aria-label={`${label}: formatting`} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-night-300 bg-night-50 p-1">
        <button type="button" className={tool(state?.h2 ?? false)} aria-pressed={state?.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>Heading</button>
        <button type="button" className={tool(state?.h3 ?? false)} aria-pressed={state?.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>Subheading</button>
        <button type="button" className={tool(state?.ul ?? false)} aria-pressed={state?.ul} onClick={() => chain().toggleBulletList().run()}>• List</button>
        <button type="button" className={tool(state?.ol ?? false)} aria-pressed={state?.ol} onClick={() => chain().toggleOrderedList().run()}>1. List</button>
        <button type="button" className={tool(state?.tip ?? false)} aria-pressed={state?.tip} onClick={() => chain().toggleBlockquote().run()}>Tip</button>
        <button type="button" className={tool(state?.link ?? false)} aria-pressed={state?.link} onClick={link}>Link</button>
        <button type="button" className={tool(picking)} aria-expanded={picking} onClick={() => setPicking(!picking)}>Photo…</button>
      </div>
      {picking ? (
        <div className="border border-b-0 border-night-300 p-2">
          <MediaLibrary
            exclude={[]}
            onPick={(p) => {
              setPicking(false);
              chain().insertContent({ type: 'sitePhoto', attrs: { media: p.id, alt: p.alt[lang] || p.alt.en, caption: '', src: smallestUrl(p) } }).run();
            }}
          />
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
