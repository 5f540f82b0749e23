// The choices the quote, contact and review forms offer (spec section 3), shared by the forms,
// their schemas and the mails. Labels live in the locale files under leads.options.*.

export const TRAVEL_TYPES = ['honeymoon', 'family', 'solo', 'couple', 'group', 'other'] as const;
export const INTERESTS = ['safari', 'beach', 'kilimanjaro', 'migration'] as const;
export const TRAVEL_WITH = ['alone', 'partner', 'family', 'friends', 'group'] as const;
/** Budget per person in US dollars, as bands. */
export const BUDGETS = ['under-2000', '2000-3500', '3500-5000', '5000-8000', 'over-8000'] as const;
export const CONTACT_PREFERENCES = ['email', 'whatsapp', 'call'] as const;
/**
 * The destinations the destination step suggests (ids; the page names them in its language, as
 * the catalogue does everywhere else); travellers may type anything else.
 */
export const DESTINATION_SUGGESTIONS = ['serengeti', 'ngorongoro', 'tarangire', 'lake-manyara', 'kilimanjaro', 'mount-meru', 'zanzibar', 'nyerere', 'ruaha'] as const;

export const LIMITS = {
  days: { min: 1, max: 60 },
  adults: { min: 1, max: 30 },
  children: { min: 0, max: 20 },
  childAge: { min: 0, max: 17 },
  message: 3000,
  reviewText: { min: 20, max: 3000 },
} as const;

/** A submit this soon after the form's token was issued is a script, not a person. */
export const MIN_FILL_MS = 2500;
/** How long a form token (GET /api/form-token) is accepted: a form left open overnight still sends. */
export const FORM_TOKEN_LIFE_MS = 24 * 3_600_000;
