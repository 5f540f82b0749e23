import { useRef } from 'react';
import { SiteImg } from '@/components/ui/SiteImg';
import { useT } from '@/lib/i18n/I18nProvider';
import { useLazyComponent } from '@/lib/useLazyComponent';
import type { ShownImage } from '@/server/catalogue/dto';

/** Server-rendered as a scrollable row (crawlers and first paint see every picture); Swiper takes over in the browser. */
function StaticRow({ images }: { images: ShownImage[] }) {
  return (
    <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
      {images.map((image) => (
        <li key={image.src} className="aspect-[16/10] w-[85%] shrink-0 snap-start overflow-hidden rounded-xl bg-sand-200 sm:w-[45%]">
          <SiteImg image={image} sizes="(min-width: 640px) 45vw, 85vw" />
        </li>
      ))}
    </ul>
  );
}

export function TourGallery({ images }: { images: ShownImage[] }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // Swiper loads when the gallery comes near the screen, not while the page starts up.
  const Swiper = useLazyComponent(() => import('./GallerySwiper'), box);
  if (!images.length) return null;
  return (
    <div ref={box} data-testid="tour-gallery">
      <noscript>
        <StaticRow images={images} />
      </noscript>
      {Swiper ? <Swiper images={images} prev={t('tour.galleryPrev')} next={t('tour.galleryNext')} /> : null}
    </div>
  );
}
