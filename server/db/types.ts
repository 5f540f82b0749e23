import type { Generated } from 'kysely';

/** Every table, as Kysely sees it. One interface per table; columns are portable types only. */
export interface Database {
  pages: PagesTable;
  page_translations: PageTranslationsTable;
  destinations: DestinationsTable;
  destination_translations: DestinationTranslationsTable;
  day_blocks: DayBlocksTable;
  day_block_translations: DayBlockTranslationsTable;
  tours: ToursTable;
  superseded_invoices: SupersededInvoicesTable;
  booking_lines: BookingLinesTable;
  balance_reminders: BalanceRemindersTable;
  refunds: RefundsTable;
  deals: DealsTable;
  catalogue_version: CatalogueVersionTable;
  tour_translations: TourTranslationsTable;
  tour_days: TourDaysTable;
  tour_tags: TourTagsTable;
  tour_destinations: TourDestinationsTable;
  reviews: ReviewsTable;
  articles: ArticlesTable;
  article_translations: ArticleTranslationsTable;
  info_documents: InfoDocumentsTable;
  team_members: TeamMembersTable;
  team_member_translations: TeamMemberTranslationsTable;
  associates: AssociatesTable;
  associate_translations: AssociateTranslationsTable;
  counters: CountersTable;
  quote_requests: QuoteRequestsTable;
  contact_messages: ContactMessagesTable;
  idempotency_keys: IdempotencyKeysTable;
  spent_form_tokens: SpentFormTokensTable;
  outbox: OutboxTable;
  slug_history: SlugHistoryTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  session_handoffs: SessionHandoffsTable;
  pending_signups: PendingSignupsTable;
  affiliates: AffiliatesTable;
  affiliate_friends: AffiliateFriendsTable;
  affiliate_rewards: AffiliateRewardsTable;
  wishlist_tours: WishlistToursTable;
  departures: DeparturesTable;
  bookings: BookingsTable;
  booking_history: BookingHistoryTable;
  invoices: InvoicesTable;
  credit_notes: CreditNotesTable;
  payments: PaymentsTable;
  payment_settings: PaymentSettingsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  request_events: RequestEventsTable;
  content_revisions: ContentRevisionsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  tour_media: TourMediaTable;
  tour_day_translations: TourDayTranslationsTable;
}

/** A fixed route of the site (spec section 2), keyed by a stable id used by getMetaInfos. */
export interface PagesTable {
  id: string;
  path: string;
  sort_order: Generated<number>;
}

/** A page's title and meta description in one language. */
export interface PageTranslationsTable {
  page_id: string;
  locale: string;
  title: string;
  description: string;
}

export interface DestinationsTable {
  id: string;
  /** The spec's destination group ("group" is a reserved word in SQL). */
  grp: string;
  rating: number;
  lat: number;
  lng: number;
  altitude_m: number | null;
  area_km2: number | null;
  /** JSON array of month numbers. */
  best_months: string;
  high_season_months: string;
  art: string;
  /** 0 or 1. */
  popular: number;
  sort_order: Generated<number>;
  /** The office's photo of the place (migration 0029); the drawing when null. */
  photo_media_id: Generated<string | null>;
  /** The office's last change of the facts (migration 0032): the seed leaves them be. */
  edited_at: string | null;
  edited_by: string | null;
}

export interface DestinationTranslationsTable {
  destination_id: string;
  locale: string;
  slug: string;
  name: string;
  summary: string;
  description: string;
  best_time: string;
  high_season: string;
  /** JSON array of strings. */
  highlights: string;
}

export interface DayBlocksTable {
  id: string;
  destination_id: string;
  art: string;
  /** JSON array of 'B' | 'L' | 'D'. */
  meals: string;
  lat: number;
  lng: number;
  altitude_m: number | null;
  /** JSON of accommodation by 'camping' | level, or null for a day without a night. */
  overnight: string | null;
}

export interface DayBlockTranslationsTable {
  block_id: string;
  locale: string;
  title: string;
  description: string;
}

export interface ToursTable {
  id: string;
  category: string;
  days: number;
  nights: number;
  trip_type: string;
  safari_type: string;
  level: string;
  price_from: number;
  start_id: string;
  end_id: string;
  route: string | null;
  /** 0 or 1. */
  popular: number;
  sort_order: Generated<number>;
  /** 1: on sale; 0: paused by the operator (the page says so, nothing books it). */
  available: Generated<number>;
  /** The operator's last edit (ISO time, email): the seed leaves an edited tour's price alone. */
  edited_at: string | null;
  edited_by: string | null;
  /** When the office took the tour off the site for good (ISO time), and who; null while it is shown. */
  archived_at: string | null;
  archived_by: string | null;
}

/** One row (id 1) whose version every write to the catalogue's tables moves on (migration 0039's triggers). */
export interface CatalogueVersionTable {
  id: number;
  version: number | string;
}

/** A deal on a tour (migration 0030): percent off, or US cents off, from starts_on to ends_on (UTC days, both included). */
export interface DealsTable {
  id: string;
  tour_id: string;
  kind: 'percent' | 'amount';
  value: number;
  starts_on: string;
  ends_on: string;
  created_at: string;
  edited_at: string;
  edited_by: string | null;
}

export interface TourTranslationsTable {
  tour_id: string;
  locale: string;
  slug: string;
  title: string;
  overview: string;
  weather: string;
  /** JSON arrays of strings. */
  tips: string;
  inclusions: string;
  exclusions: string;
}

export interface TourDaysTable {
  tour_id: string;
  day_number: number;
  block_id: string;
  /** The office's stay for this day of this tour (migration 0033, lib/catalogue/stays.ts); null: the block's own. */
  stay: string | null;
  /** The office's meals (JSON like ["B","L"]) and altitude for this day of this tour; null: the block's. */
  meals: string | null;
  altitude_m: number | null;
}

export interface TourTagsTable {
  tour_id: string;
  tag: string;
}

export interface TourDestinationsTable {
  tour_id: string;
  destination_id: string;
}

export interface ReviewsTable {
  id: string;
  tour_id: string | null;
  destination_id: string | null;
  category: string;
  name: string;
  country: string;
  language: string;
  rating: number;
  title: string;
  text: string;
  travel_date: string;
  created_at: string;
  /** 'approved' shows; 'pending' waits for the operator; 'rejected' never shows. */
  status: Generated<string>;
  /** Given with a review written on the site; never shown. */
  email: string | null;
  /** 1 for an invented review that fills a new site (the seed's); 0 for a traveller's. */
  sample: Generated<number>;
}

export interface ArticlesTable {
  id: string;
  category: string;
  author: string;
  published_at: string;
  updated_at: string | null;
  /** 0 or 1. */
  banner: number;
  art: string;
  art_seed: string;
  /** JSON: which tours to suggest. */
  related_tours: string;
  /** JSON array of article ids. */
  related_articles: string;
  footer_guide: string | null;
  /** The cover photo chosen in the back office (migration 0026); the artwork when null. */
  cover_media_id: Generated<string | null>;
}

export interface ArticleTranslationsTable {
  article_id: string;
  locale: string;
  slug: string;
  title: string;
  excerpt: string;
  /** JSON array of body blocks (never HTML). */
  body: string;
  reading_minutes: number;
}

/** An information page's body (JSON blocks) in one language. */
export interface InfoDocumentsTable {
  id: string;
  locale: string;
  updated_at: string;
  body: string;
}

export interface TeamMembersTable {
  id: string;
  name: string;
  category: string;
  since: number;
  /** Comma-separated ISO 639-1 codes. */
  languages: string;
  sort_order: Generated<number>;
  /** Portrait from the media library (migration 0027); a monogram when null. */
  photo_media_id: Generated<string | null>;
  /** When the office last changed the facts: the seed leaves the member alone from then on. */
  edited_at: Generated<string | null>;
}

export interface TeamMemberTranslationsTable {
  member_id: string;
  locale: string;
  role: string;
  bio: string;
}

export interface AssociatesTable {
  id: string;
  kind: string;
  url: string;
  abbreviation: string;
  sort_order: Generated<number>;
  /** Licence or membership number shown on the About page (migration 0028). */
  reference: Generated<string | null>;
  /** When the office last changed the facts: the seed leaves them alone from then on. */
  edited_at: Generated<string | null>;
}

export interface AssociateTranslationsTable {
  associate_id: string;
  locale: string;
  name: string;
  description: string;
}

export interface CountersTable {
  name: string;
  value: number;
}

/** A quote request; `payload` holds every validated field as JSON. */
export interface QuoteRequestsTable {
  number: string;
  locale: string;
  source: string;
  tour_id: string | null;
  full_name: string;
  email: string;
  phone: string;
  country: string;
  departure_date: string;
  adults: number;
  children: number;
  payload: string;
  status: Generated<string>;
  created_at: string;
  /** The operator looking after it (operators.id), or null. */
  assignee_id: Generated<string | null>;
  /** When the operator first answered it; null while it waits. */
  answered_at: Generated<string | null>;
}

export interface ContactMessagesTable {
  number: string;
  locale: string;
  full_name: string;
  email: string;
  payload: string;
  created_at: string;
  /** When the operator answered it; null while it waits. */
  answered_at: string | null;
  assignee_id: Generated<string | null>;
}

/** A form token that was used (server/leads/formToken.ts): `id` its random part, kept until it would have expired. */
export interface SpentFormTokensTable {
  id: string;
  issued_at: string;
}

/** The first answer to a write sent with an Idempotency-Key, replayed to retries. */
export interface IdempotencyKeysTable {
  key: string;
  request_hash: string;
  status: number;
  response: string;
  created_at: string;
}

/** A mail waiting to be sent (or sent): written in the same transaction as the record it is about. */
export interface OutboxTable {
  id: string;
  kind: string;
  ref: string;
  locale: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** 0: the operator's notices and transactional mail, sent first; 1: acknowledgements (OUTBOX_PRIORITY). */
  priority: Generated<number>;
  /** The address lower-cased and trimmed (null on rows queued before it existed). */
  recipient: string | null;
}

/** A slug an entity ('tour', 'destination', 'article') was once published under in a language. */
export interface SlugHistoryTable {
  entity: string;
  locale: string;
  slug: string;
  entity_id: string;
}

/** A traveller's account. `email` is lower-cased; `password_hash` is scrypt with its own salt. */
export interface UsersTable {
  id: string;
  email: string;
  name: string;
  phone: Generated<string>;
  country: Generated<string>;
  title: Generated<string>;
  country_of_residence: Generated<string>;
  avatar_key: string | null;
  locale: string;
  password_hash: string;
  created_at: string;
}

/** A signed-in session: the SHA-256 of its bearer token; `revoked` 1 after logout or a password reset. */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked: Generated<number>;
}

/** A password-reset link: the SHA-256 of its token; usable once (`used_at`) until `expires_at`. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A one-time code carrying a visitor's account and affiliate link to another language's domain (migration 0041). */
export interface SessionHandoffsTable {
  code_hash: string;
  user_id: string | null;
  affiliate_slug: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A sign-up waiting for its address to be confirmed by the mailed link (then the account is made). */
export interface PendingSignupsTable {
  token_hash: string;
  email: string;
  name: string;
  locale: string;
  password_hash: string;
  next_path: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A member of the invite-a-friend programme: one per account, with a random link slug. */
export interface AffiliatesTable {
  agency_id: string;
  user_id: string;
  slug: string;
  email: string;
  message: Generated<string>;
  created_at: string;
}

/** A quote request sent by someone who arrived through an affiliate's link (one row per quote). */
export interface AffiliateFriendsTable {
  quote_number: string;
  agency_id: string;
  friend_email: string;
  name: string;
  ip_address: string;
  created_at: string;
}

/**
 * What an affiliate is owed for one friend: pending, then earned (a booking attributed to the
 * affiliate when it was made is confirmed), then paid; voided when that booking is cancelled before travel.
 */
export interface AffiliateRewardsTable {
  id: string;
  agency_id: string;
  friend_email: string;
  friend_name: string;
  quote_number: string;
  amount: number;
  status: Generated<string>;
  created_at: string;
  earned_at: string | null;
  paid_at: string | null;
  /** The booking that earned it. */
  booking_number: string | null;
  voided_at: string | null;
}

/** A tour on a signed-in traveller's wishlist; `position` orders the list (oldest first). */
export interface WishlistToursTable {
  user_id: string;
  tour_id: string;
  position: number;
  added_at: string;
}

/** A dated departure of a shared tour; `seats_taken` counts seats held or sold. */
export interface DeparturesTable {
  id: string;
  tour_id: string;
  start_date: string;
  seats_total: number;
  seats_taken: Generated<number>;
  price_cents: number;
  status: Generated<string>;
  /** The operator's last edit (ISO time, email); the seed only ever adds missing departures. */
  edited_at: string | null;
  edited_by: string | null;
}

/** A booking (its manage link's key is derived from the number, never stored). */
export interface BookingsTable {
  number: string;
  locale: string;
  status: string;
  tour_id: string | null;
  departure_id: string | null;
  quote_number: string | null;
  start_date: string;
  level: string;
  deposit_rule: string;
  adults: number;
  children: number;
  seats: Generated<number>;
  full_name: string;
  email: string;
  phone: string;
  country: string;
  total_cents: number;
  deposit_percent: number;
  deposit_cents: number;
  paid_cents: Generated<number>;
  balance_due_date: string;
  hold_expires_at: string | null;
  affiliate_slug: string | null;
  /** The address a traveller's own booking was sent from (null when the office made it): unconfirmed holds are capped per address. */
  client_ip: string | null;
  /** When the traveller opened the confirmation link mailed to them; until then the seats are held only briefly. */
  email_confirmed_at: string | null;
  payload: string;
  created_at: string;
  updated_at: string;
  assignee_id: Generated<string | null>;
}

/** One status change of a booking: who, when, from what to what. */
export interface BookingHistoryTable {
  id: string;
  booking_number: string;
  from_status: string | null;
  to_status: string;
  actor: string;
  note: Generated<string>;
  at: string;
}

/** An invoice as issued (JSON body), numbered without gaps. */
export interface InvoicesTable {
  number: string;
  booking_number: string;
  locale: string;
  issued_at: string;
  body: string;
}

/** The office's own line on a booking's invoice (migration 0035): extra, discount or the price agreed. */
export interface BookingLinesTable {
  id: string;
  booking_number: string;
  kind: 'extra' | 'discount' | 'override';
  description: string;
  amount_cents: number;
  quantity: number;
  /** A discount given as a share (1–100) of the price before discounts; null for an amount (migration 0038). */
  percent: number | null;
  created_at: string;
  created_by: string;
}

/** Money paid back against one of a booking's payments (migration 0037). */
export interface RefundsTable {
  id: string;
  booking_number: string;
  payment_id: string;
  amount_cents: number;
  /** bank or cash (recorded by the office), online (through Pesapal's refund request). */
  method: string;
  reference: string;
  provider_message: string | null;
  created_at: string;
  created_by: string;
}

/** A balance reminder sent (migration 0036): once per booking, due date and reminder. */
export interface BalanceRemindersTable {
  booking_number: string;
  due_date: string;
  days_before: number;
  sent_at: string;
}

/** An earlier version of a booking's invoice, replaced when the office changed the booking (migration 0034). */
export interface SupersededInvoicesTable {
  number: string;
  booking_number: string;
  locale: string;
  issued_at: string;
  body: string;
  superseded_by: string;
  superseded_at: string;
}

/** The credit note that cancels a cancelled booking's invoice (body: the note as issued, JSON). */
export interface CreditNotesTable {
  number: string;
  booking_number: string;
  invoice_number: string;
  locale: string;
  issued_at: string;
  body: string;
}

/** One payment attempt (online through the provider, or a bank transfer recorded by the operator). */
export interface PaymentsTable {
  id: string;
  booking_number: string;
  method: string;
  merchant_reference: string;
  order_tracking_id: string | null;
  amount_cents: number;
  currency: string;
  status: string;
  redirect_url: string | null;
  provider_status: string | null;
  created_at: string;
  updated_at: string;
}

/** Settings the booking and payment code keeps once (the provider's IPN id, the manage-link secret). */
export interface PaymentSettingsTable {
  name: string;
  value: string;
  updated_at: string;
}

/** A back-office operator (never a traveller): `email` lower-cased, scrypt `password_hash`. */
export interface OperatorsTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  disabled_at: string | null;
  /** owner, editor or sales (lib/admin/roles.ts). */
  role: Generated<string>;
}

/** An operator's session: the SHA-256 of its token; live until `expires_at` unless `ended_at` (logout). */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}

/** One step in a request's history (quote, contact or booking): who did what, when, and the note (a reply's text). */
export interface RequestEventsTable {
  id: string;
  request_number: string;
  kind: string;
  /** The operator's address, or 'system'. */
  actor: string;
  action: string;
  note: Generated<string>;
  at: string;
}

/** One saved version of an item's text in one language (migration 0023). */
export interface ContentRevisionsTable {
  id: string;
  kind: string;
  item_id: string;
  locale: string;
  /** draft, published, or original (the text shown before the studio first changed it) */
  state: string;
  /** The entry as JSON (lib/admin/contentSchemas.ts). */
  body: string;
  english_revision: string | null;
  created_at: string;
  created_by: string;
  seq: number;
}

/** One of the operator's photos (migration 0024): stored once per distinct upload. */
export interface MediaTable {
  id: string;
  sha256: string;
  /** Upright size of the largest stored WebP. */
  width: number;
  height: number;
  /** What was uploaded: jpeg, png, webp or heic. */
  format: string;
  /** Size of the upload. */
  bytes: number;
  /** JSON: { en: '…', de: '…', … } */
  alt: string;
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  created_at: string;
  created_by: string;
}

/** One WebP size of a photo. */
export interface MediaFilesTable {
  media_id: string;
  width: number;
  body: Buffer;
}

/** The photos a tour shows, first one first. */
export interface TourMediaTable {
  tour_id: string;
  media_id: string;
  position: number;
}

/** A tour's own text for one itinerary day in one language (migration 0025); wins over the shared block's. */
export interface TourDayTranslationsTable {
  tour_id: string;
  day_number: number;
  locale: string;
  title: string;
  description: string;
}
