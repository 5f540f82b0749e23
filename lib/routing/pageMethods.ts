/** Pages are only read: every form sends to /api, so no page takes POST, PUT, TRACE or the like. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

/** The Allow header of a 405 from a page. */
export const PAGE_ALLOW = PAGE_METHODS.join(', ');

export const isPageMethod = (method: string | undefined) => (PAGE_METHODS as readonly string[]).includes((method ?? 'GET').toUpperCase());
