import { guestbookQuery } from '@/lib/leads/schemas';
import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { guestbook } from '@/server/leads/guestbookService';

export default apiHandler({ GET: ({ req }) => guestbook(parseInput(guestbookQuery, req.query)) });
