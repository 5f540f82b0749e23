/**
 * The seed's reviews are invented, to show what a finished site looks like. SAMPLE_REVIEWS=off
 * (the production setting) hides them everywhere and keeps the seed from adding them; on, the
 * default for the local site, they show, labelled as samples. Either way structured data for
 * search engines counts travellers' reviews only.
 */
export function sampleReviewsShown(): boolean {
  return (process.env.SAMPLE_REVIEWS ?? '').trim().toLowerCase() !== 'off';
}
