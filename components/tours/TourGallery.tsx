import { useRef } from 'react';
import { SiteImg } from '@/components/ui/SiteImg';
import { CARD_WIDTHS } from '@/lib/images/loader';
import { useT } from '@/lib/i18n/I18nProvider';
import { useLazyComponent } from '@/lib/useLazyComponent';
import type { ShownImage } from '@/server/catalogue/dto';

/** Server-rendered as a scrollable row (crawlers and first paint see every picture); Swiper takes over in the browser. */
function StaticRow({ images }: { images: ShownImage[] }) {
  return (
    <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
      {images.map((image) => (
        // A card's size on the screen, so a card's three widths.
        <li key={image.src} className="gallery-slide">
          <SiteImg image={image} widths={CARD_WIDTHS} sizes="(min-width: 640px) 45vw, 85vw" />
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
