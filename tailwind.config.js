/** Theme tokens of the brand: savanna sand, acacia green, sunset orange, night blue. */
/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    screens: { xs: '320px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    extend: {
      colors: {
        sand: { 50: '#fbf8f2', 100: '#f5eddd', 200: '#eadab9', 300: '#dcc190', 400: '#c9a064', 500: '#b5854a', 600: '#97693a', 700: '#795231', 800: '#5f412b', 900: '#4a3324' },
        acacia: { 50: '#f2f6ef', 100: '#e0ead9', 200: '#c1d5b4', 300: '#9bb987', 400: '#769b60', 500: '#5a7f45', 600: '#466535', 700: '#38502c', 800: '#2e4126', 900: '#263621' },
        sunset: { 50: '#fff5ed', 100: '#ffe7d3', 200: '#ffcba6', 300: '#ffa66d', 400: '#fd7a35', 500: '#f25a12', 600: '#c94309', 700: '#a3340c', 800: '#832c12', 900: '#6b2612' },
        night: { 50: '#f1f5fb', 100: '#dfe7f4', 200: '#c2d2ea', 300: '#98b3da', 400: '#688cc6', 500: '#486db3', 600: '#365596', 700: '#2d457a', 800: '#1f2f55', 900: '#131d36' },
      },
      fontFamily: {
        display: ['var(--font-display)', 'Georgia', 'serif'],
        sans: ['var(--font-sans)', 'system-ui', 'sans-serif'],
      },
    },
  },
};
