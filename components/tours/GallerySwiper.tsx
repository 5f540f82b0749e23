import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import { SiteImg } from '@/components/ui/SiteImg';
import type { ShownImage } from '@/server/catalogue/dto';

/** The Swiper carousel; loaded after the page (it is below the fold), never on other pages. */
export default function GallerySwiper({ images, prev, next }: { images: ShownImage[]; prev: string; next: string }) {
  return (
    <Swiper
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true }}
      a11y={{ prevSlideMessage: prev, nextSlideMessage: next }}
      spaceBetween={12}
      slidesPerView={1.1}
      breakpoints={{ 640: { slidesPerView: 2.1 }, 1024: { slidesPerView: 2.5 } }}
      className="rounded-2xl"
    >
      {images.map((image) => (
        <SwiperSlide key={image.src}>
          <div className="aspect-[16/10] overflow-hidden rounded-xl bg-sand-200">
            <SiteImg image={image} sizes="(min-width: 1024px) 40vw, (min-width: 640px) 50vw, 90vw" />
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
