import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/AppLink';

export function SectionHeading({ id, title, text, link }: { id: string; title: string; text?: string; link?: { href: string; label: string } }): ReactNode {
  return (
    <div className="section-head">
      <div>
        <h2 id={id} className="section-title">{title}</h2>
        {text ? <p className="mt-2 max-w-2xl text-night-700">{text}</p> : null}
      </div>
      {link ? <AppLink href={link.href} className="section-link">{link.label}</AppLink> : null}
    </div>
  );
}
