import type { PayloadActionCreator, UnknownAction } from '@reduxjs/toolkit';

/**
 * RTK's createAction without RTK: a creator called with the payload, with `type` and `match`
 * (what createSlice's builder.addCase and createAsyncThunk's callers read). Every page's store
 * is built from these, so the toolkit's code loads only with the pages that make thunks.
 */
export function actionCreator<P = void, T extends string = string>(type: T): PayloadActionCreator<P, T> {
  const creator = (payload?: P) => ({ type, payload });
  const match = (a: unknown): a is UnknownAction => (a as { type?: unknown } | null)?.type === type;
  return Object.assign(creator, { type, match, toString: () => type }) as unknown as PayloadActionCreator<P, T>;
}

/** RTK's isAnyOf for action creators: does the action come from one of them? */
export const anyOf =
  (...creators: { match: (a: unknown) => boolean }[]) =>
  (a: unknown) =>
    creators.some((c) => c.match(a));
