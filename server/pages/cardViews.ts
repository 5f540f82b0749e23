import type { ArticleCard, ArticleCardView } from '@/server/blog/service';
import type { DestinationCard, DestinationCardView, ShownImage, SiteImage, TourCard, TourCardView } from '@/server/catalogue/dto';

// A card's data as a page's props carry it: what the card shows and nothing more. Props travel in
// the page's HTML (and are parsed again in the browser), so a home page of twenty-odd cards
// should not carry each tour's start, end and tags, or each picture's original file.

export const shownImage = ({ src, width, height, alt }: SiteImage): ShownImage => ({ src, width, height, alt });

export const tourCardView = ({ id, slug, title, days, safariType, level, priceFrom, dealPercent, rating, reviewsCount, places, image }: TourCard): TourCardView =>
  ({ id, slug, title, days, safariType, level, priceFrom, dealPercent, rating, reviewsCount, places, image: shownImage(image) });

export const destinationCardView = ({ id, slug, name, rating, toursCount, bestTime, image }: DestinationCard): DestinationCardView =>
  ({ id, slug, name, rating, toursCount, bestTime, image: shownImage(image) });

export const articleCardView = ({ id, slug, title, excerpt, category, publishedAt, readingMinutes, image }: ArticleCard): ArticleCardView =>
  ({ id, slug, title, excerpt, category, publishedAt, readingMinutes, image: shownImage(image) });
