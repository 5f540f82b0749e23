import { prebuiltSrcSet } from '@/lib/images/loader';
import type { CardImage, ShownImage } from '@/server/catalogue/dto';

/**
 * A catalogue picture, artwork or operator photo. Its src names the largest WebP file the build
 * wrote, and its srcset every width below (lib/images/loader.ts works it out from src), so the
 * browser picks the width the screen needs as a plain static file; the page only adds how wide
 * the picture is shown (`sizes`) and, for cards, the few widths worth offering (`widths`) and
 * the alt text (the card's title).
 */
type Props = { sizes: string; widths?: readonly number[]; priority?: boolean; className?: string } & ({ image: ShownImage; alt?: undefined } | { image: CardImage; alt: string });

export function SiteImg({ image, alt, sizes, widths, priority, className = '' }: Props) {
  const srcSet = prebuiltSrcSet(image.src, widths);
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? (image as ShownImage).alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className ? `img-cover ${className}` : 'img-cover'}
      style={image.focus ? { objectPosition: image.focus } : undefined}
    />
  );
}
