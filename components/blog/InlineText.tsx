import { AppLink } from '@/components/ui/AppLink';

/** Article text with [text](/path) links to the site's own pages; everything else stays text. */
export function InlineText({ text }: { text: string }) {
  const parts = text.split(/(\[[^\]]+\]\(\/[^)\s]*\))/g);
  return (
    <>
      {parts.map((part, i) => {
        const link = /^\[([^\]]+)\]\((\/[^)\s]*)\)$/.exec(part);
        return link ? (
          <AppLink key={i} href={link[2]} className="font-medium text-sunset-700 underline hover:text-sunset-800">
            {link[1]}
          </AppLink>
        ) : (
          part
        );
      })}
    </>
  );
}
