/**
 * next/image's loader for the site's own pictures (next.config.js `images.loaderFile`, and
 * passed to getImageProps on the server). It only maps (src, width) to a file the build has
 * already written: nothing is resized or encoded while a visitor waits.
 *
 * A pre-built picture is named <stem>.<width>.webp, and the src next/image is given is its
 * largest file, so the largest width tells which smaller files exist (every IMAGE_WIDTHS
 * entry below it). Any other src (an outside URL, a picture that was never pre-built) is
 * returned as it is.
 */
import imageConfig from '@/config/images';

const { IMAGE_WIDTHS, SIZED_URL_BASE, MEDIA_URL_BASE } = imageConfig;

const SIZED = /^(.*)\.(\d+)\.webp$/;

/** The build's sizes of the artwork and the operator's uploaded photos are named alike. */
const isPrebuilt = (src: string) => src.startsWith(`${SIZED_URL_BASE}/`) || src.startsWith(`${MEDIA_URL_BASE}/`);

/** The widths written for a source this wide: every site width below it, then the source's own (capped). Never upscaled. */
export function prebuiltWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** URL of one pre-built file. */
export const sizedFileUrl = (stem: string, width: number): string => `${stem}.${width}.webp`;

/** Which pre-built width serves a request for `width`: the smallest file at least that wide, else the largest. */
export function fitWidth(width: number, largest: number): number {
  if (width >= largest) return largest;
  return IMAGE_WIDTHS.find((w) => w >= width && w < largest) ?? largest;
}

export default function siteImageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  const m = SIZED.exec(src);
  if (!m || !isPrebuilt(src)) return src;
  return sizedFileUrl(m[1]!, fitWidth(width, Number(m[2])));
}

/**
 * The widths a card's picture offers: a card is at most about 400 CSS px wide on a computer and
 * the screen's width on a phone (360-430 px at 2-3 device pixels), so 480 to 1024 cover it (a
 * phone at 3 device pixels takes 1024, sharp enough for a card); each candidate more costs every
 * card's markup about 60 bytes, and a page of cards carries a dozen or more.
 */
export const CARD_WIDTHS = [480, 768, 1024] as const;

/**
 * The widths a full-width banner offers: a phone of 360-430 px at 2-3 device pixels takes 768 or
 * 1280, a computer screen 1600. Its srcset is written twice (the picture and React's preload of it).
 */
export const BANNER_WIDTHS = [768, 1280, 1600] as const;

/**
 * The srcset of a pre-built picture, from its src (the largest file): each width written for
 * it, or only those of `only` when it has some of them. Worked out in the browser too, so page
 * props carry one URL per picture instead of the whole list. Undefined for any other src.
 */
export function prebuiltSrcSet(src: string, only?: readonly number[]): string | undefined {
  const m = SIZED.exec(src);
  if (!m || !isPrebuilt(src)) return undefined;
  const all = prebuiltWidths(Number(m[2]));
  const picked = only ? all.filter((w) => only.includes(w)) : [];
  // A picture smaller than the widest wanted offers its own full size too (a 1200 px photo as a banner: 768 and 1200).
  const largest = all.at(-1)!;
  if (picked.length && only && largest < Math.max(...only) && !picked.includes(largest)) picked.push(largest);
  return (picked.length ? picked : all).map((w) => `${sizedFileUrl(m[1]!, w)} ${w}w`).join(', ');
}
