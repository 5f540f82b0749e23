import type { CatalogueText } from './text';
import type { DayBlockSource, TourSource } from './types';

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));

/** The distinct destinations a tour spends its days in, in itinerary order. */
export function tourDestinationIds(tour: TourSource, blocks: Map<string, DayBlockSource>): string[] {
  return [...new Set(tour.days.map((id) => blocks.get(id)!.destinationId))];
}

function placeNames(ids: string[], text: CatalogueText): string {
  const names = ids.map((id) => text.destinations[id]?.name ?? id);
  const join = text.tours.listJoin ?? ' & ';
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')}${join}${names[names.length - 1]}`;
}

/** Title, overview and the lists of a tour in one language, from the templates of that language. */
export function renderTourText(tour: TourSource, text: CatalogueText, blocks: Map<string, DayBlockSource>) {
  const t = text.tours;
  const params: Record<string, string | number> = {
    days: tour.days.length,
    nights: Math.max(0, tour.days.length - 1),
    level: t.levels[tour.level] ?? tour.level,
    style: t.styles[tour.safariType] ?? tour.safariType,
    route: tour.route ? (t.routes[tour.route] ?? tour.route) : '',
  };
  for (const [key, value] of Object.entries(tour.title.params ?? {})) {
    if (key === 'places') params.places = placeNames(value.split(','), text);
    else if (key === 'name') params.name = t.dayTripNames[value] ?? value;
    else if (key === 'route') params.route = t.routes[value] ?? value;
    else params[key] = value;
  }
  params.places ??= placeNames(tourDestinationIds(tour, blocks), text);
  const template = t.titles[tour.title.template];
  if (!template) throw new Error(`tour ${tour.id}: no title template "${tour.title.template}"`);
  const category = tour.category;
  return {
    title: fill(template, params).replace(/\s+/g, ' ').replace(/\(\s*\)/g, '').trim(),
    overview: fill(t.overviews[category] ?? '', params),
    weather: fill(t.weather[category] ?? '', params),
    tips: t.tips[category] ?? [],
    inclusions: t.inclusions[category] ?? [],
    exclusions: t.exclusions[category] ?? [],
  };
}
