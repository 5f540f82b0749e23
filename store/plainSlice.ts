import type { ActionCreatorWithoutPayload, ActionCreatorWithPayload, UnknownAction } from '@reduxjs/toolkit';
import { actionCreator } from './action';

/**
 * createSlice's shape (name, reducer, actions named `<name>/<reducer>`) without immer. RTK's
 * createSlice always brings immer along (about 5 kB gzipped), and the slices in every page's
 * store are small enough to write as plain functions that return the next state; this keeps
 * immer out of the first load of every public page. Other reducers (`extra`) see every action
 * after the slice's own and match them with an action creator's `.match`.
 */
type CaseReducers<S> = Record<string, (state: S, payload: never) => S>;

type ActionsOf<R> = {
  [K in keyof R]: R[K] extends (state: never) => unknown
    ? ActionCreatorWithoutPayload<string>
    : R[K] extends (state: never, payload: infer P) => unknown
      ? ActionCreatorWithPayload<P, string>
      : never;
};

export type PlainSlice<N extends string, S, R> = {
  name: N;
  /** What combineSlices().inject() reads. */
  reducerPath: N;
  reducer: (state: S | undefined, action: UnknownAction) => S;
  actions: ActionsOf<R>;
};

export function plainSlice<N extends string, S, R extends CaseReducers<S>>(name: N, initialState: S, reducers: R, extra?: (state: S, action: UnknownAction) => S): PlainSlice<N, S, R> {
  const byType = new Map<string, (state: S, payload: never) => S>();
  const actions = {} as Record<string, unknown>;
  for (const [key, caseReducer] of Object.entries(reducers)) {
    const type = `${name}/${key}`;
    actions[key] = actionCreator(type);
    byType.set(type, caseReducer);
  }
  const reducer = (state: S = initialState, action: UnknownAction): S => {
    const own = byType.get(action.type);
    const next = own ? own(state, (action as { payload?: unknown }).payload as never) : state;
    return extra ? extra(next, action) : next;
  };
  return { name, reducerPath: name, reducer, actions: actions as ActionsOf<R> };
}
