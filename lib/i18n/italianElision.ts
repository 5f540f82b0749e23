/** Each Italian article and articulated preposition, and what it becomes before a vowel sound. */
const ELIDED: Record<string, string> = {
  il: "l'", del: "dell'", dal: "dall'", al: "all'", nel: "nell'", sul: "sull'",
  i: 'gli ', dei: 'degli ', dai: 'dagli ', ai: 'agli ', nei: 'negli ', sui: 'sugli ',
};

// A number said with a vowel: otto, ottanta, ottocento… (any starting with 8) and undici (11,
// 11.000), not 110 or 1.100. Before a letter or at a word's end only: never inside a word.
const BEFORE_VOWEL_NUMBER = /(?<!\p{L})(il|del|dal|al|nel|sul|i|dei|dai|ai|nei|sui) (?=8|11(?!\d))/giu;

/**
 * Italian text with its articles elided before a number filled into a template: "l'8 marzo",
 * "dell'11%", "gli 80 tour", never "il 8 marzo". A template cannot know the number it gets.
 */
export function elideBeforeNumbers(text: string): string {
  return text.replace(BEFORE_VOWEL_NUMBER, (_: string, word: string) => {
    const lower = word.toLowerCase();
    const out = ELIDED[lower];
    return word[0] === lower[0] ? out : out[0].toUpperCase() + out.slice(1);
  });
}
