// Plain CommonJS so next.config.js, the image loader and the build script share one list.

/**
 * Every width (CSS px of the file) the site's pictures are pre-built at, by
 * scripts/generate-art.ts. next.config.js gives the same list to next/image as its
 * deviceSizes, so a srcset never asks for a width that has no file.
 */
const IMAGE_WIDTHS = [320, 480, 640, 768, 1024, 1280, 1600];

/** Where the pre-built files are served from (public/images/sized, generated, not committed). */
const SIZED_URL_BASE = '/images/sized';

/** Where the operator's uploaded photos are served from, at the same widths (server/media/, kept in the database). */
const MEDIA_URL_BASE = '/api/media';

module.exports = { IMAGE_WIDTHS, SIZED_URL_BASE, MEDIA_URL_BASE };
