import localFont from 'next/font/local';

// The self-hosted fonts (files from @fontsource, cut down before the build into styles/fonts by
// scripts/generate-fonts.ts) through next/font, preloaded. Text never jumps (CLS): a font that has
// not come within the browser's short wait is not swapped in on that page ('optional'; it is cached
// for the next), and the faces drawn meanwhile are sized to match (styles/fontFallbacks.css, which
// falls through more fonts than next/font's own local("Arial") face).
export const sansFont = localFont({
  src: [
    { path: '../styles/fonts/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../styles/fonts/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-sans',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['InterFallback', 'system-ui', 'sans-serif'],
});

export const displayFont = localFont({
  src: '../styles/fonts/fraunces-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  variable: '--font-display',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['FrauncesFallback', 'Georgia', 'serif'],
});
