/** The operator's public identity and contact channels (env overrides for deployments). */
export const SITE = {
  brand: 'Twiga Trails Safaris',
  city: 'Arusha, Tanzania',
  /** In English; pages and documents write the country in their language (siteAddress). */
  address: 'Njiro Road, Arusha, Tanzania',
  email: process.env.NEXT_PUBLIC_OPERATOR_EMAIL || 'hello@twigatrails.example',
  phone: process.env.NEXT_PUBLIC_OPERATOR_PHONE || '+255 754 123 456',
  whatsapp: process.env.NEXT_PUBLIC_OPERATOR_WHATSAPP || '255754123456',
  foundedYear: 2009,
} as const;

export const whatsappUrl = (text?: string) =>
  `https://wa.me/${SITE.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
