import { createAction } from '@reduxjs/toolkit';

/** Dispatched by _app when a page arrives with server-built state; each slice merges its part. */
export const hydrate = createAction<Record<string, unknown>>('app/hydrate');
