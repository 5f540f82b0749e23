/** The wizard's steps in the spec's order, with the answers each one asks for. */
export const WIZARD_STEPS = [
  { id: 'travelType', fields: ['travelType'] },
  { id: 'days', fields: ['days'] },
  { id: 'travelWith', fields: ['travelWith'] },
  { id: 'budget', fields: ['budget'] },
  { id: 'departureDate', fields: ['departureDate'] },
  { id: 'destination', fields: ['destination'] },
  { id: 'travellers', fields: ['adults', 'children', 'childrenAges'] },
  { id: 'contact', fields: ['fullName', 'email', 'phone', 'country', 'contactPreference', 'message', 'couponCode', 'interests', 'saveDetails'] },
] as const;

/** The tour the traveller came from (?tour=), if any. */
export type WizardTour = { slug: string; title: string; days: number } | null;

export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

export type WizardAnswers = {
  source: 'wizard';
  travelType: string;
  days: number | '';
  travelWith: string;
  budget: string;
  departureDate: string;
  destination: string;
  adults: number | '';
  children: number | '';
  childrenAges: (number | '')[];
  fullName: string;
  email: string;
  phone: string;
  country: string;
  contactPreference: string;
  message: string;
  couponCode: string;
  interests: string[];
  saveDetails: boolean;
  tour?: string;
  website: string;
};

export const EMPTY_ANSWERS: WizardAnswers = {
  source: 'wizard', travelType: '', days: 7, travelWith: '', budget: '', departureDate: '', destination: '', adults: 2, children: 0, childrenAges: [],
  fullName: '', email: '', phone: '', country: '', contactPreference: 'email', message: '', couponCode: '', interests: [], saveDetails: false, website: '',
};
