import type { SiteImage } from '@/server/catalogue/dto';

/**
 * A catalogue picture, artwork or operator photo. Its src and srcset are next/image's (made on
 * the server by getImageProps), so the optimizer serves WebP at the width the screen needs;
 * the page only adds how wide the picture is shown (`sizes`).
 */
export function SiteImg({ image, sizes, priority, className = '' }: { image: SiteImage; sizes: string; priority?: boolean; className?: string }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
