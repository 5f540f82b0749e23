import { SiteImg } from '@/components/ui/SiteImg';
import { useT } from '@/lib/i18n/I18nProvider';
import type { PageBlock } from '@/server/blog/pageBlocks';
import { InlineText } from './InlineText';

/** An article body, block by block; no HTML from content is ever rendered. */
export function ArticleBody({ blocks }: { blocks: PageBlock[] }) {
  const t = useT();
  return (
    <div className="space-y-5 text-[1.05rem] leading-relaxed text-night-800" data-testid="article-body">
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'h2':
            return <h2 key={i} className="pt-4 text-2xl font-semibold text-night-900">{b.text}</h2>;
          case 'h3':
            return <h3 key={i} className="pt-2 font-sans text-lg font-semibold text-night-900">{b.text}</h3>;
          case 'ul':
          case 'ol': {
            const List = b.type;
            return (
              <List key={i} className={`space-y-2 pl-6 ${b.type === 'ul' ? 'list-disc' : 'list-decimal'}`}>
                {b.items.map((item, j) => <li key={j}><InlineText text={item} /></li>)}
              </List>
            );
          }
          case 'steps': {
            // A step is a sub-heading under the body's last h2; with none before it, the steps are the
            // page's sections themselves (the booking process): h2, so no heading level is skipped.
            const Step = blocks.slice(0, i).some((x) => x.type === 'h2') ? 'h3' : 'h2';
            return (
              <ol key={i} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" data-testid="steps">
                {b.items.map((step, j) => (
                  <li key={j} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
                    <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-acacia-700 font-semibold text-white">{j + 1}</span>
                    <div>
                      <Step className="font-sans text-lg font-semibold text-night-900">{step.title}</Step>
                      <p className="mt-1"><InlineText text={step.text} /></p>
                    </div>
                  </li>
                ))}
              </ol>
            );
          }
          case 'tip':
            return (
              // A note in the text, not a landmark of the page (a page with several tips would have several unnamed ones).
              <div key={i} role="note" className="rounded-xl border-l-4 border-acacia-600 bg-acacia-50 p-4">
                <p><strong>{t('blog.tip')}:</strong> <InlineText text={b.text} /></p>
              </div>
            );
          case 'image':
            return (
              <figure key={i}>
                <div className="aspect-[16/10] overflow-hidden rounded-2xl bg-sand-200">
                  <SiteImg image={b.image} sizes="(min-width: 1024px) 720px, 100vw" />
                </div>
                {b.caption ? <figcaption className="mt-2 text-sm text-night-600">{b.caption}</figcaption> : null}
              </figure>
            );
          default:
            return <p key={i}><InlineText text={b.text} /></p>;
        }
      })}
    </div>
  );
}
