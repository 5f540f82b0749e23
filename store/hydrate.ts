import { actionCreator } from './action';

/** Dispatched by _app when a page arrives with server-built state; each slice merges its part. */
export const hydrate = actionCreator<Record<string, unknown>>('app/hydrate');
