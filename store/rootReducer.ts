import { combineSlices } from '@reduxjs/toolkit';
import { appSlice } from './appSlice';
import { authSlice } from './authSlice';
import { consentSlice } from './consentSlice';
import { requestStatusSlice } from './requestStatusSlice';
import type { ToursState } from './toursSlice';
import { wishlistAccountSlice } from './wishlistAccountSlice';
import { wishlistSlice } from './wishlistSlice';

/**
 * The slices the layout needs on every page. A slice only one page uses joins when that page's
 * code loads (`rootReducer.inject(slice)` in the slice's module), so other pages never
 * download it.
 */
export const rootReducer = combineSlices(appSlice, authSlice, consentSlice, requestStatusSlice, wishlistSlice, wishlistAccountSlice).withLazyLoadedSlices<{ tours: ToursState }>();
