/**
 * Silhouettes drawn in a local frame (ground at y = 0, about 100 units tall, facing right)
 * and placed with a transform, so one drawing serves every size, depth and direction.
 */
import type { Rng } from './random';
import { fixed, n, scallops, smooth, type Pt } from './shapes';

function place(x: number, y: number, size: number, flip: boolean, body: string): string {
  const s = size / 100;
  return `<g transform="translate(${n(x)},${n(y)}) scale(${fixed(flip ? -s : s, 3)},${fixed(s, 3)})">${body}</g>`;
}

function line(d: string, color: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Umbrella thorn: a forked trunk under one or two flat, lumpy tiers of crown. */
export function acacia(rng: Rng, x: number, y: number, size: number, color: string): string {
  const spread = rng.range(70, 110);
  const lean = rng.range(-12, 12);
  const forkY = -rng.range(30, 45);
  const crownY = -rng.range(78, 88);
  let body = line(`M0,0 C${n(lean * 0.2)},-15 ${n(lean * 0.6)},${n(forkY + 10)} ${n(lean)},${n(forkY)}`, color, 6);
  const branches = rng.int(3, 4);
  for (let i = 0; i < branches; i++) {
    const bx = lean + (i / (branches - 1) - 0.5) * spread * 1.1 + rng.range(-8, 8);
    body += line(`M${n(lean)},${n(forkY)} Q${n((lean + bx) / 2)},${n(forkY - 12)} ${n(bx)},${n(crownY + 6)}`, color, 3.2);
  }
  // Main tier, then sometimes a smaller tier off to one side, the classic layered look.
  const tier = (cx: number, top: number, half: number, depth: number): string => {
    const base = top + depth * 0.4;
    return `<path d="M${n(cx - half)},${n(base)}${scallops(rng, cx - half, cx + half, base, 9, 17, 2.5)}Q${n(cx)},${n(base + depth * 0.7)} ${n(cx - half)},${n(base)}Z" fill="${color}"/>`;
  };
  body += tier(lean, crownY - 12, spread * 0.8 + 20, 16);
  if (rng.chance(0.6)) {
    const side = rng.pick([-1, 1]);
    body += tier(lean + side * spread * 0.55, crownY + 2, spread * 0.4 + 8, 11);
  }
  return place(x, y, size, false, body);
}

/** Giraffe: long slanted neck, sloping back, four stilt legs. */
export function giraffe(x: number, y: number, size: number, color: string, flip: boolean, grazing = false): string {
  const neck = grazing
    ? 'M16,-62 L40,-82 L46,-76 L27,-52 Z'
    : 'M14,-60 L31,-97 L38,-95 L27,-50 Z';
  const head = grazing
    ? '<path d="M40,-85 C44,-88 50,-84 56,-76 C57,-73 55,-72 52,-74 L44,-78 Z"/>'
    : '<path d="M31,-98 C34,-102 41,-101 48,-95 C50,-93 48,-90 45,-91 L36,-92 Z"/>';
  const horns = grazing ? line('M41,-86 L39,-91 M44,-86 L43,-91', color, 1.6) : line('M33,-100 L31,-105 M36,-100 L35,-105', color, 1.6);
  const body =
    `<g fill="${color}">` +
    '<path d="M-22,-50 C-22,-56 -15,-58 -10,-57 L16,-64 C26,-66 29,-58 27,-48 C25,-42 14,-41 6,-42 L-14,-42 C-21,-42 -23,-46 -22,-50 Z"/>' +
    `<path d="${neck}"/>${head}</g>` +
    horns +
    line('M21,-45 L22,-22 L21,0 M15,-45 L15,-22 L13,0', color, 2.6) +
    line('M-15,-45 L-17,-22 L-19,0 M-10,-44 L-10,-22 L-8,0', color, 2.6) +
    line('M-22,-52 Q-25,-42 -26,-32', color, 1.1);
  return place(x, y, size, flip, body);
}

/** Elephant: domed back, big ear, trunk curling at the tip, a hint of tusk. */
export function elephant(x: number, y: number, size: number, color: string, ear: string, flip: boolean): string {
  const body =
    `<g fill="${color}">` +
    '<path d="M-50,-44 C-54,-74 -30,-92 0,-90 C24,-90 38,-80 42,-62 L42,-40 C30,-33 -40,-31 -50,-44 Z"/>' +
    '<ellipse cx="46" cy="-66" rx="19" ry="23"/>' +
    '<rect x="-46" y="-50" width="15" height="50" rx="4"/><rect x="-32" y="-50" width="13" height="48" rx="4"/>' +
    '<rect x="18" y="-50" width="15" height="50" rx="4"/><rect x="30" y="-50" width="13" height="48" rx="4"/></g>' +
    line('M58,-62 C66,-45 60,-25 64,-10 C65,-5 70,-5 71,-9', color, 8) +
    `<path d="M28,-88 C14,-86 10,-60 18,-47 C24,-42 36,-48 36,-60 C36,-72 36,-84 28,-88 Z" fill="${ear}"/>` +
    line('M56,-50 Q62,-42 69,-44', '#f5eddd', 2.4) +
    line('M-51,-62 Q-56,-50 -56,-36', color, 1.6);
  return place(x, y, size, flip, body);
}

/** Flamingo on one leg, S-shaped neck, dark-tipped bill. */
export function flamingo(x: number, y: number, size: number, color: string, bill: string, flip: boolean): string {
  const body =
    `<path d="M-26,-60 C-14,-74 16,-73 25,-62 C20,-49 -2,-45 -26,-60 Z" fill="${color}"/>` +
    line('M16,-63 C30,-74 6,-88 15,-99 C21,-106 31,-101 29,-94', color, 4.4) +
    `<path d="M27,-97 C33,-98 37,-94 35,-88 L33,-89 C32,-92 30,-93 27,-92 Z" fill="${bill}"/>` +
    line('M2,-52 L2,0', color, 1.9) +
    line('M2,-52 L-7,-38 L1,-34', color, 1.8);
  return place(x, y, size, flip, body);
}

/** Coconut palm: a tapered, curving trunk and drooping serrated fronds. */
export function palm(rng: Rng, x: number, y: number, height: number, lean: number, trunk: string, leaf: string): string {
  const top: Pt = [x + lean * height, y - height];
  const ctrl: Pt = [x + lean * height * 0.15, y - height * 0.55];
  const at = (t: number): Pt => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const [px, py] = at(t);
    const w = height * (0.035 - 0.018 * t);
    left.push([px - w, py]);
    right.push([px + w, py]);
  }
  let out = `<path d="${smooth(left)}${smooth(right.reverse(), false)}Z" fill="${trunk}"/>`;
  const fronds = rng.int(8, 10);
  for (let i = 0; i < fronds; i++) {
    // Fans to both sides (none straight up), arching out and hanging at the tips.
    const u = i / (fronds - 1) - 0.5;
    const deg = -90 + Math.sign(u || 1) * (22 + Math.abs(u) * 2 * 118) + rng.range(-8, 8);
    const a = (deg * Math.PI) / 180;
    const len = height * rng.range(0.42, 0.56) * (Math.abs(u) < 0.2 ? 0.8 : 1);
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    const mid: Pt = [top[0] + dx * len * 0.55, top[1] + dy * len * 0.55 - len * 0.12];
    const end: Pt = [top[0] + dx * len, top[1] + dy * len * 0.4 + len * (0.22 + 0.4 * Math.abs(dx))];
    const q = (t: number): Pt => [
      (1 - t) ** 2 * top[0] + 2 * (1 - t) * t * mid[0] + t * t * end[0],
      (1 - t) ** 2 * top[1] + 2 * (1 - t) * t * mid[1] + t * t * end[1],
    ];
    // Leaflets: a fine comb hanging under the rib, a shorter fringe above it.
    const below: Pt[] = [];
    const above: Pt[] = [];
    const steps = 40;
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      const [px, py] = q(t);
      const [nx, ny] = q(Math.min(1, t + 0.02));
      const ux = (nx - px) / (Math.hypot(nx - px, ny - py) || 1);
      const uy = (ny - py) / (Math.hypot(nx - px, ny - py) || 1);
      const down = ux >= 0 ? 1 : -1;
      const [ax, ay] = [-uy * down, ux * down];
      const shape = Math.sin(Math.PI * Math.min(1, 0.15 + t)) ** 0.7;
      const w = shape * len * (k % 2 ? 0.17 : 0.025);
      const fwd = k % 2 ? w * 0.5 : 0;
      below.push([px + ax * w + ux * fwd, py + ay * w + uy * fwd + (k % 2 ? w * 0.3 : 0)]);
      const v = shape * len * (k % 2 ? 0.06 : 0.012);
      above.push([px - ax * v + ux * v * 0.4, py - ay * v + uy * v * 0.4]);
    }
    const pts = [...below, ...above.reverse()];
    out += `<path d="M${pts.map(([px, py]) => `${n(px)},${n(py)}`).join('L')}Z" fill="${leaf}"/>`;
  }
  const nut = height * 0.013;
  out += `<g fill="${trunk}"><circle cx="${n(top[0] - nut)}" cy="${n(top[1] + nut * 1.6)}" r="${n(nut)}"/><circle cx="${n(top[0] + nut)}" cy="${n(top[1] + nut * 1.8)}" r="${n(nut)}"/><circle cx="${n(top[0])}" cy="${n(top[1] + nut * 2.8)}" r="${n(nut)}"/></g>`;
  return out;
}

/** Dhow: curved hull, raked mast and the big lateen sail. */
export function dhow(x: number, y: number, size: number, hull: string, sail: string, sailShade: string, flip: boolean): string {
  const body =
    line('M4,-4 L-2,-78', hull, 2) +
    `<path d="M-30,-90 Q-2,-50 44,-14 Q10,-16 -20,-10 Q-14,-50 -30,-90 Z" fill="${sail}"/>` +
    `<path d="M-30,-90 Q-14,-50 -20,-10 Q-22,-40 -30,-90 Z" fill="${sailShade}"/>` +
    line('M-33,-94 L48,-11', hull, 1.6) +
    `<path d="M-42,-8 C-20,4 20,5 46,-6 L54,-14 L40,-9 C12,-5 -18,-5 -44,-11 Z" fill="${hull}"/>`;
  return place(x, y, size, flip, body);
}

/** Chimpanzee sitting on a branch in profile: hunched back, knees up, long arm hanging. */
export function chimp(x: number, y: number, size: number, color: string, flip: boolean): string {
  const body =
    `<g fill="${color}">` +
    '<path d="M-24,2 C-34,-18 -26,-50 -6,-62 C6,-68 18,-62 20,-52 L28,-30 C30,-18 24,-4 16,2 Z"/>' +
    '<circle cx="16" cy="-70" r="14"/>' +
    '<ellipse cx="29" cy="-64" rx="9" ry="7.5"/>' +
    '<path d="M8,-82 C16,-86 28,-82 32,-74 L22,-74 Z"/>' +
    '<circle cx="6" cy="-71" r="5.5"/></g>' +
    line('M-4,-6 L30,-28 L30,2', color, 12) +
    line('M12,-56 C22,-42 30,-30 34,-18 C36,-8 38,2 36,10', color, 8);
  return place(x, y, size, flip, body);
}

/** A loose V of birds: each is two short curved strokes. */
export function birds(rng: Rng, x: number, y: number, count: number, size: number, color: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + i * size * rng.range(1.6, 2.6) * (i % 2 ? 1 : -1) * 0.9 + rng.range(-size, size);
    const by = y + i * size * rng.range(0.5, 1.1);
    const s = size * rng.range(0.7, 1.1);
    const flap = rng.range(0.3, 0.7);
    d += `M${n(bx - s)},${n(by - s * 0.1)}Q${n(bx - s * 0.5)},${n(by - s * flap)} ${n(bx)},${n(by)}Q${n(bx + s * 0.5)},${n(by - s * flap)} ${n(bx + s)},${n(by - s * 0.1)}`;
  }
  return line(d, color, Math.max(1.5, size * 0.14));
}

/** A flat-bottomed cumulus: a row of domes on a rounded base. */
export function cloud(rng: Rng, x: number, y: number, w: number, h: number, color: string, opacity: number): string {
  const d = `M${n(x)},${n(y)}${scallops(rng, x, x + w, y, h * 0.6, h * 1.4, h * 0.25)}Q${n(x + w + h * 0.3)},${n(y + h * 0.3)} ${n(x + w)},${n(y + h * 0.35)}L${n(x)},${n(y + h * 0.35)}Q${n(x - h * 0.3)},${n(y + h * 0.3)} ${n(x)},${n(y)}Z`;
  return `<path d="${d}" fill="${color}" opacity="${fixed(opacity, 2)}"/>`;
}

/** Grass: many thin blades as one path, cheap to rasterise. */
export function grass(rng: Rng, x0: number, x1: number, groundAt: (x: number) => number, count: number, height: number, color: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const g = groundAt(x) + 4;
    const tufts = rng.int(3, 5);
    for (let k = 0; k < tufts; k++) {
      const h = height * rng.range(0.5, 1.1);
      const dx = (k - tufts / 2) * height * 0.12 + rng.range(-2, 2);
      d += `M${n(x + k * 1.5)},${n(g)}Q${n(x + dx * 0.3)},${n(g - h * 0.6)} ${n(x + dx)},${n(g - h)}`;
    }
  }
  return line(d, color, Math.max(1, height * 0.06));
}
