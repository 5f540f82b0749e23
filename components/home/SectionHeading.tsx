import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/AppLink';

export function SectionHeading({ id, title, text, link }: { id: string; title: string; text?: string; link?: { href: string; label: string } }): ReactNode {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-3xl font-semibold sm:text-4xl">{title}</h2>
        {text ? <p className="mt-2 max-w-2xl text-night-700">{text}</p> : null}
      </div>
      {link ? <AppLink href={link.href} className="font-semibold text-sunset-700 underline hover:text-sunset-800">{link.label}</AppLink> : null}
    </div>
  );
}
