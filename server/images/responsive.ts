import { getImageProps } from 'next/image';
import siteImageLoader from '@/lib/images/loader';

export interface ResponsiveAttrs {
  src: string;
  srcSet: string;
}

/**
 * Each picture's attributes, worked out once per process: the same file and size always give the
 * same ones, and asking next/image again for every card of every answer cost a filter answer about
 * a fifth of its CPU (docs/performance.md). Emptied if the office's uploads ever make it this long.
 */
const worked = new Map<string, ResponsiveAttrs>();
const MAX_WORKED = 20_000;

/**
 * next/image's responsive attributes for a pre-built picture, worked out on the server: its
 * loader (lib/images/loader.ts) maps each width of the srcset to a file the build wrote, never
 * to the runtime optimizer. The page then renders a plain <img>, so the browser is spared the
 * image component's code. `largest` is the URL of the largest pre-built file.
 */
export function responsiveAttrs(largest: string, width: number, height: number): ResponsiveAttrs {
  const key = `${largest} ${width} ${height}`;
  let attrs = worked.get(key);
  if (!attrs) {
    const { props } = getImageProps({ src: largest, width, height, alt: '', sizes: '100vw', loader: siteImageLoader });
    attrs = Object.freeze({ src: props.src, srcSet: uniqueCandidates(props.srcSet ?? '') });
    if (worked.size >= MAX_WORKED) worked.clear();
    worked.set(key, attrs);
  }
  return attrs;
}

/**
 * Widths above a small source all map to its largest file: list each file once, described
 * by the width it really has (the number in its name), smallest first.
 */
function uniqueCandidates(srcSet: string): string {
  const byUrl = new Map<string, number>();
  for (const candidate of srcSet.split(', ')) {
    const url = candidate.trim().split(' ')[0];
    if (!url) continue;
    const width = Number(/\.(\d+)\.webp$/.exec(url)?.[1]);
    if (width && !byUrl.has(url)) byUrl.set(url, width);
  }
  return [...byUrl].sort((a, b) => a[1] - b[1]).map(([url, w]) => `${url} ${w}w`).join(', ');
}
