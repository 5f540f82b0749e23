import { getImageProps } from 'next/image';
import siteImageLoader from '@/lib/images/loader';

export interface ResponsiveAttrs {
  src: string;
  srcSet: string;
}

/**
 * next/image's responsive attributes for a pre-built picture, worked out on the server: its
 * loader (lib/images/loader.ts) maps each width of the srcset to a file the build wrote, never
 * to the runtime optimizer. The page then renders a plain <img>, so the browser is spared the
 * image component's code. `largest` is the URL of the largest pre-built file.
 */
export function responsiveAttrs(largest: string, width: number, height: number): ResponsiveAttrs {
  const { props } = getImageProps({ src: largest, width, height, alt: '', sizes: '100vw', loader: siteImageLoader });
  return { src: props.src, srcSet: uniqueCandidates(props.srcSet ?? '') };
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
