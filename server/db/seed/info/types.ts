import type { Block } from '../blog/types';
import type { TeamCategory } from '@/lib/info/teamCategories';

/** The information pages whose words live in the database (title and meta come from page-meta). */
export const INFO_DOCUMENTS = ['about', 'privacy', 'terms', 'ourBookingProcess', 'payment'] as const;
export type InfoDocumentId = (typeof INFO_DOCUMENTS)[number];

/** One information page in one language: text/<locale>/<id>.json. */
export interface InfoDocumentText {
  /** When the wording last changed (YYYY-MM-DD); legal pages show it. */
  updatedAt: string;
  body: Block[];
}


export interface TeamMemberSource {
  id: string;
  name: string;
  category: TeamCategory;
  /** Year the person joined the company. */
  since: number;
  /** ISO 639-1 codes of the languages the person speaks with travellers. */
  languages: string[];
}

/** text/<locale>/team.json: { [memberId]: { role, bio } } */
export type TeamText = Record<string, { role: string; bio: string }>;

export type AssociateKind = 'membership' | 'licence' | 'partner';
export interface AssociateSource {
  id: string;
  kind: AssociateKind;
  /** The organisation's own website. */
  url: string;
  /** Short letters shown on the badge (the organisation's usual abbreviation). */
  abbreviation: string;
}

/** text/<locale>/associates.json: { [associateId]: { name, description } } */
export type AssociateText = Record<string, { name: string; description: string }>;
