/** "5-Day Tarangire & Ngorongoro – Lodge Safari (Mid-range)" → "5-day-tarangire-ngorongoro-lodge-safari-mid-range". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Folds case and accents so "Kilimandscharo", "KILIMANDSCHARO" and "kilimandscharo" compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').toLowerCase();
}
