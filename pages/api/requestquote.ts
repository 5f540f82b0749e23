import { leadRoute } from '@/server/http/leadRoute';
import { submitQuote } from '@/server/leads/quoteService';

// The body is read by readJsonBody (a localised 413) rather than Next's parser.
export const config = { api: { bodyParser: false } };

export default leadRoute(submitQuote, 'quote');
