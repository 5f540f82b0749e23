import { z } from 'zod';
import { DESTINATION_GROUPS } from '@/lib/catalogue/vocabulary';

// Query and path parameters of the catalogue's read endpoints.
export const slugParam = z.object({ slug: z.string().trim().min(1).max(160).regex(/^[A-Za-z0-9-]+$/) });
export const idParam = z.object({ id: z.string().trim().min(1).max(160).regex(/^[A-Za-z0-9-]+$/) });
export const destinationCategoryQuery = z.object({ destination_category: z.enum(DESTINATION_GROUPS) });
export const searchQuery = z.object({ search: z.string().trim().min(1).max(100) });
export const limitQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).optional() });
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).optional() });
