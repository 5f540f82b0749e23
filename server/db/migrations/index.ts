import type { Migration } from 'kysely';
import * as m0001 from './0001_pages';
import * as m0002 from './0002_catalogue';
import * as m0003 from './0003_blog';
import * as m0004 from './0004_info';
import * as m0005 from './0005_leads';
import * as m0006 from './0006_slug_history';
import * as m0007 from './0007_review_samples';
import * as m0008 from './0008_accounts';
import * as m0009 from './0009_affiliates';
import * as m0010 from './0010_wishlists';
import * as m0011 from './0011_bookings';
import * as m0012 from './0012_operators';
import * as m0013 from './0013_request_workflow';
import * as m0014 from './0014_tour_edits';
import * as m0015 from './0015_outbox_priority';
import * as m0016 from './0016_credit_notes';
import * as m0017 from './0017_hold_confirmation';
import * as m0018 from './0018_reward_booking';
import * as m0019 from './0019_outbox_mailbox';
import * as m0020 from './0020_spent_form_tokens';
import * as m0021 from './0021_pending_signups';
import * as m0022 from './0022_operator_roles';
import * as m0023 from './0023_content_revisions';
import * as m0024 from './0024_media';
import * as m0025 from './0025_tour_day_texts';
import * as m0026 from './0026_article_cover';
import * as m0027 from './0027_team_member_studio';
import * as m0028 from './0028_associate_reference';
import * as m0029 from './0029_destination_photo';
import * as m0030 from './0030_deals';
import * as m0031 from './0031_tour_archive';
import * as m0032 from './0032_destination_edits';
import * as m0033 from './0033_tour_day_overrides';
import * as m0034 from './0034_invoice_versions';
import * as m0035 from './0035_booking_lines';
import * as m0036 from './0036_balance_reminders';
import * as m0037 from './0037_refunds';
import * as m0038 from './0038_percent_discounts';
import * as m0039 from './0039_catalogue_version';
import * as m0040 from './0040_catalogue_version_cards';
import * as m0041 from './0041_session_handoffs';
import * as m0042 from './0042_one_open_online_payment';

/** Listed statically (not read from disk) so the bundled server and the CLI see the same set. */
export const migrations: Record<string, Migration> = {
  '0001_pages': m0001,
  '0002_catalogue': m0002,
  '0003_blog': m0003,
  '0004_info': m0004,
  '0005_leads': m0005,
  '0006_slug_history': m0006,
  '0007_review_samples': m0007,
  '0008_accounts': m0008,
  '0009_affiliates': m0009,
  '0010_wishlists': m0010,
  '0011_bookings': m0011,
  '0012_operators': m0012,
  '0013_request_workflow': m0013,
  '0014_tour_edits': m0014,
  '0015_outbox_priority': m0015,
  '0016_credit_notes': m0016,
  '0017_hold_confirmation': m0017,
  '0018_reward_booking': m0018,
  '0019_outbox_mailbox': m0019,
  '0020_spent_form_tokens': m0020,
  '0021_pending_signups': m0021,
  '0022_operator_roles': m0022,
  '0023_content_revisions': m0023,
  '0024_media': m0024,
  '0025_tour_day_texts': m0025,
  '0026_article_cover': m0026,
  '0027_team_member_studio': m0027,
  '0028_associate_reference': m0028,
  '0029_destination_photo': m0029,
  '0030_deals': m0030,
  '0031_tour_archive': m0031,
  '0032_destination_edits': m0032,
  '0033_tour_day_overrides': m0033,
  '0034_invoice_versions': m0034,
  '0035_booking_lines': m0035,
  '0036_balance_reminders': m0036,
  '0037_refunds': m0037,
  '0038_percent_discounts': m0038,
  '0039_catalogue_version': m0039,
  '0040_catalogue_version_cards': m0040,
  '0041_session_handoffs': m0041,
  '0042_one_open_online_payment': m0042,
};
