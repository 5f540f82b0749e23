import imageConfig from '@/config/images';
import { prebuiltWidths } from '@/lib/images/loader';

/** A photo of the media library as the admin API answers it (server/media/photoView.ts). */
export type Photo = {
  id: string;
  url: string;
  width: number;
  height: number;
  alt: Record<string, string>;
  focalX: number;
  focalY: number;
  format: string;
  bytes: number;
  createdAt: string;
  createdBy: string;
};

/** Its smallest stored size: enough for the back office's thumbnails. */
export const smallestUrl = (p: Photo) => `${imageConfig.MEDIA_URL_BASE}/${p.id}.${prebuiltWidths(p.width)[0]}.webp`;
