import type { ArticleCard, ArticleCardView } from '@/server/blog/service';
import type { CardImage, DestinationCard, DestinationCardView, ShownImage, SiteImage, TourCard, TourCardView } from '@/server/catalogue/dto';

// A card's data as a page's props carry it: what the card shows and nothing more. Props travel in
// the page's HTML (and are parsed again in the browser), so a home page of twenty-odd cards
// should not carry each tour's start, end and tags, or each picture's original file.

export const shownImage = ({ src, width, height, alt, focus }: SiteImage): ShownImage => ({ src, width, height, alt, ...(focus ? { focus } : {}) });

/** A card's picture, whose alt text is the card's title (the card writes it). */
const cardImage = ({ src, width, height, focus }: SiteImage): CardImage => ({ src, width, height, ...(focus ? { focus } : {}) });

export const tourCardView = ({ id, slug, title, days, safariType, level, priceFrom, deal, rating, reviewsCount, places, image }: TourCard): TourCardView =>
  ({ id, slug, title, days, safariType, level, priceFrom, deal, rating, reviewsCount, places, image: cardImage(image) });

export const destinationCardView = ({ id, slug, name, rating, toursCount, bestTime, image }: DestinationCard): DestinationCardView =>
  ({ id, slug, name, rating, toursCount, bestTime, image: cardImage(image) });

export const articleCardView = ({ id, slug, title, excerpt, category, publishedAt, readingMinutes, image }: ArticleCard): ArticleCardView =>
  ({ id, slug, title, excerpt, category, publishedAt, readingMinutes, image: cardImage(image) });
