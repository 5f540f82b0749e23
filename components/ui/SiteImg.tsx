import type { ShownImage } from '@/server/catalogue/dto';

/**
 * A catalogue picture, artwork or operator photo. Its src and srcset name WebP files the build
 * wrote at every width (made on the server by next/image's getImageProps with the site's
 * loader), so the browser picks the width the screen needs as a plain static file; the page
 * only adds how wide the picture is shown (`sizes`).
 */
export function SiteImg({ image, sizes, priority, className = '' }: { image: ShownImage; sizes: string; priority?: boolean; className?: string }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? sizes : undefined}
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
