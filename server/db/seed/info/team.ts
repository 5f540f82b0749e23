import type { AssociateSource, TeamMemberSource } from './types';

/** The Arusha team shown on About (by tab) and Our-Team. Blog authors are among them. */
export const TEAM: TeamMemberSource[] = [
  { id: 'neema', name: 'Neema M.', category: 'sales', since: 2014, languages: ['sw', 'en', 'de'] },
  { id: 'grace', name: 'Grace T.', category: 'sales', since: 2018, languages: ['sw', 'en', 'fr'] },
  { id: 'daniel', name: 'Daniel R.', category: 'sales', since: 2021, languages: ['sw', 'en', 'es', 'it'] },
  { id: 'amina', name: 'Amina S.', category: 'reservations', since: 2015, languages: ['sw', 'en', 'pt'] },
  { id: 'faraji', name: 'Faraji O.', category: 'reservations', since: 2019, languages: ['sw', 'en'] },
  { id: 'joseph', name: 'Joseph K.', category: 'logistics', since: 2012, languages: ['sw', 'en'] },
  { id: 'hassan', name: 'Hassan J.', category: 'logistics', since: 2017, languages: ['sw', 'en'] },
  { id: 'baraka', name: 'Baraka L.', category: 'other', since: 2013, languages: ['sw', 'en', 'de'] },
  { id: 'emmanuel', name: 'Emmanuel M.', category: 'other', since: 2016, languages: ['sw', 'en'] },
  { id: 'rehema', name: 'Rehema P.', category: 'other', since: 2020, languages: ['sw', 'en', 'fr'] },
  { id: 'salim', name: 'Salim A.', category: 'other', since: 2019, languages: ['sw', 'en', 'it'] },
];

/** Bodies we belong to, are licensed by or work with. */
export const ASSOCIATES: AssociateSource[] = [
  { id: 'tato', kind: 'membership', url: 'https://www.tatotz.org', abbreviation: 'TATO' },
  { id: 'tala', kind: 'licence', url: 'https://www.maliasili.go.tz', abbreviation: 'TALA' },
  { id: 'tanapa', kind: 'partner', url: 'https://www.tanzaniaparks.go.tz', abbreviation: 'TANAPA' },
  { id: 'ncaa', kind: 'partner', url: 'https://www.ncaa.go.tz', abbreviation: 'NCAA' },
  { id: 'kpap', kind: 'partner', url: 'https://www.kiliporters.org', abbreviation: 'KPAP' },
  { id: 'ttb', kind: 'partner', url: 'https://www.tanzaniatourism.go.tz', abbreviation: 'TTB' },
];
