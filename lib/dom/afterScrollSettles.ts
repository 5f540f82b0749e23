/**
 * Runs `look` now and once more when the page's current scroll ends (within `ms`): a smooth
 * scroll still gliding (the page glides, `scroll-behavior: smooth`) can carry what `look` just
 * measured away after the first look. Browsers without `scrollend` get the second look after `ms`.
 * Returns a function that cancels the second look.
 */
export function afterScrollSettles(look: () => void, ms = 1000): () => void {
  look();
  if (!('onscrollend' in window)) {
    const timer = setTimeout(look, ms);
    return () => clearTimeout(timer);
  }
  window.addEventListener('scrollend', look, { once: true });
  const timer = setTimeout(() => window.removeEventListener('scrollend', look), ms);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scrollend', look);
  };
}
