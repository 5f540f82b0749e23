import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { limitQuery } from '@/server/catalogue/apiSchemas';
import { latestReviews } from '@/server/catalogue/reviewService';

export default apiHandler({ GET: ({ req }) => latestReviews(parseInput(limitQuery, req.query).limit ?? 12) }, { sharedRead: true });
