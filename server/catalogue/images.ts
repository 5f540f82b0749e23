import type { ArtKind } from '@/server/db/seed/catalogue/types';
import {
  destinationImage as resolveDestination,
  galleryImages as resolveGallery,
  gallerySeed,
  heroImage as resolveHero,
  type SiteImage,
} from '@/server/images/catalog';
import { responsiveAttrs } from '@/server/images/responsive';
import { mediaUrl } from '@/server/media/photoView';

/** `src`/`srcSet` name the pre-built WebP sizes; `original` is the file itself (link previews, structured data). */
export type PageImage = Omit<SiteImage, 'sized'> & { srcSet: string; original: string };

/**
 * Adds the responsive srcset the page's <img> uses (the file as it is when it was never
 * pre-built). The pre-built file's name is in src and srcSet already: `sized` is not repeated
 * in every card a page's props carry.
 */
function forPage({ sized, ...image }: SiteImage): PageImage {
  const attrs = sized ? responsiveAttrs(sized, image.width, image.height) : { src: image.src, srcSet: '' };
  return { ...image, original: image.src, ...attrs };
}

/** A place's picture: the operator's photo when there is one, else its own generated artwork. */
export function destinationImage(id: string, art: string, alt: string): PageImage {
  return forPage(resolveDestination(id, art as ArtKind, alt));
}

/** A place's photo columns, as the destination queries select them (all null without one); `photo_alt` is the media library's JSON of alt texts per language. */
export type PlacePhoto = { photo_id?: string | null; photo_width?: number | null; photo_height?: number | null; photo_focal_x?: number | null; photo_focal_y?: number | null; photo_alt?: string | null };

/** The photo's alt texts as the office wrote them on the Photos page (none when unreadable). */
const altTexts = (json: string | null | undefined): Record<string, string> => {
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/**
 * A place as pages picture it: the office's photo from the media library when it has one (with
 * the alt text the office wrote for it in `locale`, else `alt`, the place's name in that
 * language, rather than another language's words), else its drawing.
 */
export function placeImage(place: { id: string; art: string } & PlacePhoto, alt: string, locale = 'en'): PageImage {
  if (!place.photo_id) return destinationImage(place.id, place.art, alt);
  const width = Number(place.photo_width);
  const written = altTexts(place.photo_alt);
  return photoImage({ url: mediaUrl(place.photo_id, width), width, height: Number(place.photo_height), alt: { [locale]: written[locale] || alt }, focalX: Number(place.photo_focal_x), focalY: Number(place.photo_focal_y) }, locale);
}

/** A generic view of a kind of landscape (for a tour with no place of its own to show). */
export function landscapeImage(art: string, n: number, alt: string): PageImage {
  return forPage(resolveGallery([{ seed: gallerySeed(art as ArtKind, n), art: art as ArtKind, alt }])[0]);
}

/** The large scene at the top of the home page. */
export function heroImage(kind: ArtKind, alt: string): PageImage {
  return forPage(resolveHero(kind, alt));
}

/** One of the operator's uploaded photos (server/media/), its alt text in the page's language (English when missing). */
export function photoImage(photo: { url: string; width: number; height: number; alt: Record<string, string>; focalX: number; focalY: number }, locale: string): PageImage {
  return forPage({ src: photo.url, width: photo.width, height: photo.height, alt: photo.alt[locale] || photo.alt.en || '', photo: true, sized: photo.url, focus: `${photo.focalX}% ${photo.focalY}%` });
}

/** A tour's gallery: each place it visits (its photo when the office chose one), then views of the kinds of landscape its days cross. */
export function tourGallery(places: ({ id: string; art: string; name: string } & PlacePhoto)[], dayArts: string[], title: string, locale = 'en'): PageImage[] {
  const kinds = [...new Set(dayArts)];
  const views = resolveGallery(kinds.map((kind, i) => ({ seed: gallerySeed(kind as ArtKind, i + 1), art: kind as ArtKind, alt: title }))).map(forPage);
  return [...places.map((p) => placeImage(p, p.name, locale)), ...views].slice(0, 10);
}
