/** The tour list's own path: the one route that keeps its trailing slash. */
export const TOUR_LIST_PATH = '/tanzania-safari-package/';
export const TOUR_LIST_PREFIX = '/tanzania-safari-package';
export const ERROR_404_PATH = '/Error404';
/** Every upcoming dated departure of the shared tours, with seats left. */
export const DEPARTURES_PATH = '/Upcoming-Departures';
