/** Town: a low-rise skyline (Stone Town, Arusha), minaret and clock tower, market awnings below. */
import { clouds, sky, vFill, type Ctx } from '../canvas';
import { birds, palm } from '../figures';
import { ACACIA, NIGHT, SAND, SUNSET, leafTone, mix, tone } from '../palette';
import type { Rng } from '../random';
import { H, W, area, n, path, ridge } from '../shapes';

const WALLS = [SAND[0], SAND[1], SAND[2], SAND[3], '#eedfcf', '#f3d9c2'];
const STRIPES: [string, string][] = [
  [SUNSET[1], SAND[0]],
  [ACACIA[2], SAND[0]],
  [NIGHT[1], SAND[0]],
  [SUNSET[3], SAND[1]],
  [SAND[5], SAND[0]],
];
const PRODUCE = [SUNSET[1], SUNSET[2], ACACIA[1], ACACIA[2], '#f2c14e', SUNSET[3]];

/** A rect; without a fill it takes the enclosing group's. */
function rect(x: number, y: number, w: number, h: number, fill?: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${fill ? ` fill="${fill}"` : ''}/>`;
}

/** One building: wall, shaded side, parapet, windows (lit at dusk), sometimes a dome or a roof hut. */
function building(rng: Rng, x: number, base: number, w: number, h: number, wall: string, shade: string, window: string, sunLeft: boolean): string {
  const top = base - h;
  let s = rect(x, top, w, h + 2, wall);
  const side = w * 0.16;
  s += rect(sunLeft ? x + w - side : x, top, side, h + 2, shade);
  s += rect(x - 3, top - 6, w + 6, 8, mix(wall, '#000000', 0.12));
  const roof = rng.next();
  if (roof < 0.2) {
    const r = Math.min(w * 0.3, 34);
    s += `<path d="M${n(x + w / 2 - r)},${n(top - 6)}A${n(r)},${n(r)} 0 0 1 ${n(x + w / 2 + r)},${n(top - 6)}Z" fill="${mix(wall, '#ffffff', 0.25)}"/>`;
  } else if (roof < 0.45) {
    const hw = w * rng.range(0.25, 0.4);
    s += rect(x + rng.range(0.1, 0.5) * w, top - 6 - hw * 0.6, hw, hw * 0.6, mix(wall, '#000000', 0.06));
  }
  // Windows in a grid, some arched (a Swahili touch), some shuttered dark.
  const cols = Math.max(1, Math.floor((w - 16) / 30));
  const rows = Math.max(1, Math.floor((h - 30) / 46));
  const ww = 12;
  const wh = 20;
  const gapX = (w - cols * ww) / (cols + 1);
  const arched = rng.chance(0.5);
  let windows = '';
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      if (rng.chance(0.12)) continue;
      const wx = x + gapX + k * (ww + gapX);
      const wy = top + 22 + r * 46;
      windows += arched
        ? `<path d="M${n(wx)},${n(wy + wh)}V${n(wy + ww / 2)}A${ww / 2},${ww / 2} 0 0 1 ${n(wx + ww)},${n(wy + ww / 2)}V${n(wy + wh)}Z"/>`
        : `<rect x="${n(wx)}" y="${n(wy)}" width="${ww}" height="${wh}"/>`;
    }
  }
  s += `<g fill="${window}">${windows}</g>`;
  return s;
}

function minaret(x: number, base: number, h: number, wall: string, trim: string): string {
  const w = h * 0.085;
  const top = base - h;
  const balcony = top + h * 0.22;
  return (
    rect(x - w / 2, balcony, w, base - balcony, wall) +
    rect(x - w * 0.85, balcony - 4, w * 1.7, 10, trim) +
    rect(x - w * 0.35, top + h * 0.08, w * 0.7, balcony - top - h * 0.08, wall) +
    rect(x - w * 0.55, top + h * 0.07, w * 1.1, 6, trim) +
    `<path d="M${n(x - w * 0.4)},${n(top + h * 0.075)}Q${n(x - w * 0.4)},${n(top + 10)} ${n(x)},${n(top)}Q${n(x + w * 0.4)},${n(top + 10)} ${n(x + w * 0.4)},${n(top + h * 0.075)}Z" fill="${trim}"/>` +
    `<path d="M${n(x)},${n(top)}V${n(top - 16)}" stroke="${trim}" stroke-width="2"/>` +
    `<g fill="${trim}">${[0.35, 0.55, 0.75].map((f) => rect(x - 2.5, balcony + (base - balcony) * f, 5, 14)).join('')}</g>`
  );
}

function clockTower(x: number, base: number, h: number, wall: string, trim: string, face: string): string {
  const w = h * 0.24;
  const top = base - h;
  const cy = top + w * 0.85;
  return (
    rect(x - w / 2, top + w * 0.2, w, h - w * 0.2, wall) +
    rect(x - w * 0.6, top + w * 0.2 - 6, w * 1.2, 10, trim) +
    `<path d="M${n(x - w * 0.6)},${n(top + w * 0.2 - 6)}L${n(x)},${n(top - w * 0.5)}L${n(x + w * 0.6)},${n(top + w * 0.2 - 6)}Z" fill="${trim}"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(w * 0.3)}" fill="${face}" stroke="${trim}" stroke-width="3"/>` +
    `<path d="M${n(x)},${n(cy)}V${n(cy - w * 0.22)}M${n(x)},${n(cy)}L${n(x + w * 0.15)},${n(cy + w * 0.06)}" stroke="${trim}" stroke-width="2.5" stroke-linecap="round"/>` +
    rect(x - w * 0.5, top + h * 0.55, w, 6, trim)
  );
}

/** A market stall: striped awning with a scalloped valance, posts, a table piled with produce. */
function stall(rng: Rng, x: number, w: number, y: number, colours: [string, string], dark: string): string {
  const h = rng.range(60, 90);
  const stripes = Math.max(4, Math.round(w / 26));
  let s = rect(x + 8, y, 6, H - y, dark) + rect(x + w - 14, y, 6, H - y, dark);
  for (let k = 0; k < stripes; k++) {
    const a = x + (w * k) / stripes;
    const b = x + (w * (k + 1)) / stripes;
    const inset = 14;
    const ta = x + inset + ((w - 2 * inset) * k) / stripes;
    const tb = x + inset + ((w - 2 * inset) * (k + 1)) / stripes;
    const fill = colours[k % 2]!;
    s += `<path d="M${n(ta)},${n(y - h)}L${n(tb)},${n(y - h)}L${n(b)},${n(y)}L${n(a)},${n(y)}Z" fill="${fill}"/>`;
    s += `<path d="M${n(a)},${n(y)}A${n((b - a) / 2)},${n((b - a) / 2)} 0 0 0 ${n(b)},${n(y)}Z" fill="${fill}"/>`;
  }
  const table = y + rng.range(70, 100);
  s += rect(x + 4, table, w - 8, 12, dark);
  let piles = '';
  for (let k = 0; k < Math.floor(w / 14); k++) {
    piles += `<circle cx="${n(x + 14 + rng.range(0, w - 28))}" cy="${n(table - rng.range(3, 14))}" r="${n(rng.range(5, 9))}" fill="${rng.pick(PRODUCE)}"/>`;
  }
  return s + piles;
}

export function town(c: Ctx): string {
  const { rng, light } = c;
  const hz = rng.range(0.56, 0.64) * H;
  let s = sky(c, hz);
  s += clouds(c, hz * 0.1, hz * 0.5, rng.int(1, 3));
  const sunLeft = c.sun.x < W / 2;
  const dusk = light.time === 'dusk';

  // Backdrop: sometimes a volcano cone (Meru over Arusha), else low hills.
  if (rng.chance(0.45)) {
    const mx = rng.range(0.2, 0.8) * W;
    const mh = rng.range(0.28, 0.4) * H;
    const mw = rng.range(500, 700);
    s += path(area((x) => hz - Math.max(0, mh * (1 - Math.abs(x - mx) / mw) ** 1.6), -20, W + 20, hz + 20, 64), tone(light, mix(NIGHT[2], ACACIA[3], 0.4), 0.05));
  } else {
    s += path(area(ridge(rng, { y: hz - 30, amp: 25, hills: 3 })), tone(light, mix(ACACIA[2], NIGHT[1], 0.5), 0.03));
  }

  // Far rooftops: a hazy band of blocks.
  let far = '';
  for (let x = -20; x < W + 20; ) {
    const w = rng.range(40, 120);
    const h = rng.range(30, 130);
    far += rect(x, hz + 20 - h, w + 1, h + 200);
    if (rng.chance(0.12)) far += `<circle cx="${n(x + w / 2)}" cy="${n(hz + 20 - h)}" r="${n(Math.min(18, w / 3))}"/>`;
    x += w;
  }
  s += `<g fill="${tone(light, SAND[3], 0.05)}">${far}</g>`;

  // The minaret rises behind the near row; the clock tower stands in the street, in front.
  const trim = tone(light, SAND[6], 0.55);
  const nearBase = hz + rng.range(90, 130);
  const marks = rng.pick(['minaret', 'clock', 'both'] as const);
  const mx = rng.range(0.12, 0.45) * W;
  const cx = marks === 'both' ? mx + rng.range(0.25, 0.45) * W : mx;
  if (marks !== 'clock') s += minaret(mx, nearBase, rng.range(420, 520), tone(light, SAND[0], 0.35), trim);

  // Near row of houses, with palms between them.
  const windowColour = dusk ? mix('#ffd58a', SUNSET[0], 0.3) : tone(light, SAND[7], 0.7);
  for (let x = -30; x < W + 30; ) {
    const w = rng.range(100, 230);
    const h = rng.range(120, 280);
    if (rng.chance(0.18)) {
      s += palm(rng, x + w * 0.3, nearBase + 10, rng.range(220, 300), rng.range(-0.2, 0.2), tone(light, SAND[6], 0.6), leafTone(light, ACACIA[3], 0.6));
      x += w * 0.5;
      continue;
    }
    const wall = tone(light, rng.pick(WALLS), 0.45);
    s += building(rng, x, nearBase, w, h, wall, mix(wall, light.shade, 0.22), windowColour, sunLeft);
    x += w + rng.range(-6, 4);
  }

  // The street, the clock tower, and the market in front.
  const street = tone(light, SAND[4], 0.75);
  s += rect(0, nearBase, W, H - nearBase, vFill(c, nearBase, H, [[0, mix(street, light.haze, 0.2)], [1, street]]));
  if (marks !== 'minaret') {
    s += clockTower(cx, nearBase + 40, rng.range(340, 420), tone(light, SAND[2], 0.5), trim, tone(light, SAND[0], 0.3));
  }
  const dark = tone(light, SAND[7], 1);
  const awningY = Math.max(nearBase + 130, H - rng.range(170, 240));
  const stalls: string[] = [];
  for (let x = rng.range(-80, 0); x < W; ) {
    const w = rng.range(180, 260);
    const colours = rng.pick(STRIPES).map((col) => tone(light, col, 0.6)) as [string, string];
    stalls.push(stall(rng, x, w, awningY + rng.range(-20, 20), colours, dark));
    x += w + rng.range(10, 60);
  }
  s += stalls.join('');
  s += birds(rng, rng.range(0.2, 0.8) * W, hz * rng.range(0.25, 0.5), rng.int(2, 5), 10, tone(light, '#263621', 0.7));
  return s;
}
