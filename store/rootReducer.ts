import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { appSlice } from './appSlice';
import { authSlice } from './authSlice';
import type { blogsSlice } from './blogsSlice';
import { consentSlice } from './consentSlice';
import { requestStatusSlice } from './requestStatusSlice';
import type { toursSlice } from './toursSlice';
import { wishlistAccountSlice } from './wishlistAccountSlice';
import { wishlistSlice } from './wishlistSlice';

/**
 * Slices one page brings along: each module injects its slice when it loads (`injectInto`), so
 * its state (and the request code with it) is absent from the other pages' stores.
 */
type LazySlices = WithSlice<typeof toursSlice> & WithSlice<typeof blogsSlice>;

/** The slices the layout needs on every page, and the lazy ones as optional keys. */
export const rootReducer = combineSlices(appSlice, authSlice, consentSlice, requestStatusSlice, wishlistSlice, wishlistAccountSlice).withLazyLoadedSlices<LazySlices>();

export type RootState = ReturnType<typeof rootReducer>;
