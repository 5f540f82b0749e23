import { getImageProps } from 'next/image';

export interface ResponsiveAttrs {
  src: string;
  srcSet: string;
}

/**
 * next/image's own responsive attributes (its optimizer URLs at every configured width),
 * worked out on the server. The page then renders a plain <img>, so the browser is spared
 * the image component's code while getting the same sizes, formats and caching.
 */
export function responsiveAttrs(src: string, width: number, height: number): ResponsiveAttrs {
  const { props } = getImageProps({ src, width, height, alt: '', sizes: '100vw' });
  return { src: props.src, srcSet: props.srcSet ?? '' };
}
