// What the quote forms remember in this browser: the home page's search (this tab), the
// wizard's unfinished answers (this tab, so a refresh keeps them), what the tour page's short
// form hands the full one (this tab, read once) and, when the traveller asks, their contact
// details for next time (this device).

const SEARCH = 'twiga.search';
const DRAFT = 'twiga.quoteDraft';
const HANDOVER = 'twiga.quoteHandover';
const CONTACT = 'twiga.contact';

export type SearchData = { where?: string; date?: string; adults?: number; children?: number };
export type ContactDetails = { fullName?: string; email?: string; phone?: string; country?: string; contactPreference?: string };

function read<T>(storage: () => Storage, key: string): T | undefined {
  try {
    const raw = storage().getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined; // private mode, storage full or blocked: the forms work without it
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === undefined) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    /* see read() */
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export const loadSearchData = () => read<SearchData>(session, SEARCH);
export const saveSearchData = (data: SearchData) => write(session, SEARCH, data);
export const loadDraft = <T,>() => read<T>(session, DRAFT);
export const saveDraft = (draft: unknown) => write(session, DRAFT, draft);
/** The short form's answers as the traveller leaves it for the full one ("tell us more"). */
export const saveHandover = (answers: Record<string, unknown>) => write(session, HANDOVER, answers);
/** Those answers, once: the full form takes them over and the next visit starts afresh. */
export function takeHandover(): Record<string, unknown> | undefined {
  const answers = read<Record<string, unknown>>(session, HANDOVER);
  write(session, HANDOVER, undefined);
  return answers;
}
export const loadContact = () => read<ContactDetails>(local, CONTACT);
export const saveContact = (details: ContactDetails | undefined) => write(local, CONTACT, details);

/** The home search as quote answers (date and travellers; an age box per child, still empty). */
export function searchAnswers(search: SearchData | undefined) {
  return {
    ...(search?.date ? { departureDate: search.date } : {}),
    ...(search?.adults ? { adults: search.adults } : {}),
    ...(search?.children ? { children: search.children, childrenAges: Array.from({ length: search.children }, () => '' as const) } : {}),
  };
}
