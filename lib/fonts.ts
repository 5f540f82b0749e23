import localFont from 'next/font/local';

// The self-hosted fonts (files from @fontsource, cut down before the build into styles/fonts by
// scripts/generate-fonts.ts) through next/font: preloaded, and with
// fallback fonts sized to match, so text does not jump when the web font arrives (CLS).
export const sansFont = localFont({
  src: [
    { path: '../styles/fonts/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../styles/fonts/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-sans',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
});

export const displayFont = localFont({
  src: '../styles/fonts/fraunces-latin-600-normal.woff2',
  weight: '600',
  style: 'normal',
  variable: '--font-display',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
});
