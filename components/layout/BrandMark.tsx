import { SITE } from '@/config/site';

/** The logo: a sun setting behind an acacia, drawn inline so it costs no request. */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden>
        <circle cx="18" cy="18" r="17" fill="#f25a12" />
        <path d="M2 24h32v4a14 14 0 0 1-32 0z" fill="#b5854a" />
        <path d="M17 24v-8h2v8z" fill="#131d36" />
        <path d="M6 15c4-3 20-3 24 0-3 2-21 2-24 0z" fill="#131d36" />
      </svg>
      <span className="font-display text-lg font-semibold leading-tight tracking-tight">{SITE.brand}</span>
    </span>
  );
}
