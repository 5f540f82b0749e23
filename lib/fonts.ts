import localFont from 'next/font/local';

// The self-hosted fonts (files from @fontsource) through next/font: preloaded, and with
// fallback fonts sized to match, so text does not jump when the web font arrives (CLS).
export const sansFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-sans',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
});

export const displayFont = localFont({
  src: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  variable: '--font-display',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
});
