import Image from 'next/image';
import type { SiteImage } from '@/server/catalogue/dto';

/**
 * A catalogue picture through next/image (responsive sizes, WebP, lazy by default), whether
 * it is generated artwork or a photo the operator added.
 */
export function SiteImg({ image, sizes, priority, className = '' }: { image: SiteImage; sizes: string; priority?: boolean; className?: string }) {
  return (
    <Image
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority={priority}
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
