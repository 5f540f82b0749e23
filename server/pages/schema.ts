import { z } from 'zod';

export const pageIdParams = z.object({
  id: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/),
});
