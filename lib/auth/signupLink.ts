/** A sign-up's mailed link works once, for a day: long enough to find the mail, short enough to forget the request. */
export const SIGNUP_LINK_HOURS = 24;
