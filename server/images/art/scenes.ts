/**
 * Original artwork for the site: a layered landscape poster per kind of place, varied
 * deterministically by a seed (a destination id, say) so no two pages look alike.
 */
import type { ArtKind } from '../../db/seed/catalogue/types';
import { createCtx, type Scene } from './canvas';
import { H, W } from './shapes';
import { savanna } from './kinds/savanna';
import { crater } from './kinds/crater';
import { mountain } from './kinds/mountain';
import { beach } from './kinds/beach';
import { forest } from './kinds/forest';
import { lake } from './kinds/lake';
import { town } from './kinds/town';

/** A Record, so adding an ArtKind without drawing it fails to compile. */
const SCENES: Record<ArtKind, Scene> = {
  savanna,
  crater,
  mountain,
  beach,
  forest,
  lake,
  town,
};

export const ART_KINDS = Object.keys(SCENES) as readonly ArtKind[];

/** Returns a standalone SVG document; scenes are drawn on 1600×1000 and scaled (cropped to fill). */
export function renderScene(kind: ArtKind, seed: string, width = 1600, height = 1000): string {
  // Kinds often arrive as plain strings from the database; fail loudly rather than draw nothing.
  const scene = Object.hasOwn(SCENES, kind) ? SCENES[kind] : undefined;
  if (!scene) throw new Error(`unknown art kind: ${kind}`);
  const c = createCtx(`${kind}:${seed}`);
  const body = scene(c);
  // Mirroring half the seeds doubles the variety of compositions for free.
  const mirror = c.rng.fork('mirror').chance(0.5);
  const content = mirror ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${c.defs.join('')}</defs>${content}</svg>`
  );
}
