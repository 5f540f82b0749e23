import { leadRoute } from '@/server/http/leadRoute';
import { submitContact } from '@/server/leads/contactService';

// The body is read by readJsonBody (a localised 413) rather than Next's parser.
export const config = { api: { bodyParser: false } };

// The request context is not needed here (its fourth parameter is a test database).
export default leadRoute((input, locale, idempotencyKey) => submitContact(input, locale, idempotencyKey), 'contact');
