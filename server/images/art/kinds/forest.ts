/** Forest: layered rainforest canopy on steep hills, mist in the valleys, light shafts, a chimp. */
import { sky, vFill, mist, type Ctx } from '../canvas';
import { birds, chimp } from '../figures';
import { ACACIA, NIGHT, SAND, leafTone, mix, tone } from '../palette';
import { H, W, area, n, path, ridge, scallops, smooth, type Pt } from '../shapes';

export function forest(c: Ctx): string {
  const { rng, light } = c;
  const hz = rng.range(0.3, 0.4) * H;
  let s = sky(c, hz);

  // Mountains behind the forest (Mahale, Udzungwa): steep, blue with distance.
  const peaks = ridge(rng, { y: hz - rng.range(40, 90), amp: rng.range(50, 110), hills: rng.int(3, 6), rough: 0.2 });
  s += path(area(peaks), tone(light, mix(ACACIA[2], NIGHT[1], 0.55), 0.02));

  // Half the forests are a framed view from a great tree; the rest look down a river valley.
  const valley = rng.chance(0.45);
  if (valley && rng.chance(0.6)) {
    // A waterfall dropping off the far mountains (Sanje, in the Udzungwas).
    const fx = rng.range(0.2, 0.8) * W;
    const fy = peaks(fx) + rng.range(10, 30);
    const fall = hz + 30 - fy;
    const fw = rng.range(10, 18);
    s += `<path d="M${n(fx)},${n(fy)}h${n(fw)}l${n(fw * 0.6)},${n(fall)}h${n(-fw * 2.2)}Z" fill="${mix(light.cloud, light.haze, 0.3)}" opacity="0.85"/>`;
  }
  const river = valley ? riverCourse(c, hz) : null;

  // Canopy layers, far to near: crowns get bigger and darker, mist pools between them.
  const layers = rng.int(5, 6);
  const greens = [mix(ACACIA[1], NIGHT[1], 0.2), ACACIA[1], ACACIA[2], mix(ACACIA[2], ACACIA[3], 0.5), ACACIA[3], ACACIA[4]];
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = hz + (H * 0.92 - hz) * t ** 0.9;
    const hill = ridge(rng, { y: base, amp: 30 + 40 * t, hills: rng.int(2, 4), rough: 0 });
    const crownMin = 22 + 90 * t ** 1.3;
    const crownMax = crownMin * 2.1;
    const colour = leafTone(light, greens[Math.round(t * (greens.length - 1))]!, 0.1 + 0.9 * t);
    // Scalloped top that follows the hill line: sample the hill and lay crowns along it.
    let d = `M-40,${n(hill(-40))}`;
    let x = -40;
    while (x < W + 40) {
      const w = rng.range(crownMin, crownMax);
      const r = (w / 2) * rng.range(1.0, 1.3);
      const y = hill(x + w) + rng.range(-0.25, 0.25) * w * 0.4;
      d += `A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(y)}`;
      x += w;
    }
    // The river shows from the second layer on, and nearer layers part around it.
    if (river && i === 1) s += river.draw;
    s += path(`${d}L${n(x)},${H + 20}L-40,${H + 20}Z`, colour, river && i >= 1 ? 'clip-path="url(#valley)"' : '');
    // Emergent giants poking out of the far canopy.
    if (t < 0.6) {
      for (let k = rng.int(1, 3); k > 0; k--) {
        const ex = rng.range(0, W);
        const ey = hill(ex) - rng.range(20, 50) * (1 + t);
        const cw = rng.range(40, 70) * (1 + t);
        s += `<path d="M${n(ex - 2 - t * 3)},${n(hill(ex) + 10)}L${n(ex)},${n(ey)}L${n(ex + 2 + t * 3)},${n(hill(ex) + 10)}Z" fill="${colour}"/>`;
        s += path(`M${n(ex - cw / 2)},${n(ey + 6)}${scallops(rng, ex - cw / 2, ex + cw / 2, ey + 6, cw / 4, cw / 2.5, 3)}Z`, colour);
      }
    }
    if (i < layers - 1) s += mist(c, base + 50 + 20 * t, 70 + 40 * t, 0.42 - 0.25 * t);
  }

  // Shafts of light through the canopy (not at night).
  if (!light.night && rng.chance(0.75)) {
    let rays = '';
    const from = c.sun.x;
    for (let k = rng.int(3, 5); k > 0; k--) {
      const x0 = from + rng.range(-200, 200);
      const spread = rng.range(30, 80);
      const drift = rng.range(-250, 250);
      rays += `M${n(x0)},${n(hz * 0.8)}L${n(x0 + 14)},${n(hz * 0.8)}L${n(x0 + drift + spread)},${H}L${n(x0 + drift)},${H}Z`;
    }
    s += `<path d="${rays}" fill="${mix(light.sun, light.glow, 0.3)}" opacity="0.12"/>`;
  }

  const dark = leafTone(light, mix(ACACIA[4], SAND[7], 0.3), 1);
  if (!valley) s += frame(c, dark);
  // Leaves hanging into the top of the frame, drawn as an upside-down canopy, lianas below them.
  const topEdge = valley && rng.chance(0.5) ? 0 : rng.range(40, 110);
  if (topEdge) {
    let vines = '';
    for (let k = rng.int(3, 6); k > 0; k--) {
      const vx = rng.range(0.05, 0.95) * W;
      const len = rng.range(0.2, 0.55) * H;
      vines += `M${n(vx)},-10Q${n(vx + rng.range(-60, 60))},${n(len * 0.6)} ${n(vx + rng.range(-20, 20))},${n(len)}`;
    }
    s += `<path d="${vines}" stroke="${dark}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    s += `<g transform="translate(0,${n(topEdge)}) scale(1,-1)">${path(`M-40,0${scallops(rng, -40, W + 40, 0, 60, 160, 18)}L${W + 40},${n(topEdge + 40)}L-40,${n(topEdge + 40)}Z`, dark)}</g>`;
  }
  s += `<rect y="${n(H * 0.9)}" width="${W}" height="${n(H * 0.1)}" fill="${vFill(c, H * 0.9, H, [[0, dark, 0], [1, dark, 0.8]])}"/>`;
  if (!light.night) s += birds(rng, rng.range(0.3, 0.8) * W, hz * rng.range(0.4, 0.8), rng.int(1, 3), 12, tone(light, '#263621', 0.8));
  return s;
}

/** Foreground frame: a great trunk and its branch (sometimes with a chimp sitting on it). */
function frame(c: Ctx, dark: string): string {
  const { rng } = c;
  let s = '';
  const tx = rng.range(0.04, 0.12) * W;
  const tw = rng.range(60, 110);
  s += `<path d="M${n(tx - tw)},${H + 20}C${n(tx - tw * 0.5)},${n(H * 0.6)} ${n(tx - tw * 0.4)},${n(H * 0.3)} ${n(tx - tw * 0.45)},-20L${n(tx + tw * 0.45)},-20C${n(tx + tw * 0.4)},${n(H * 0.3)} ${n(tx + tw * 0.5)},${n(H * 0.6)} ${n(tx + tw * 1.2)},${H + 20}Z" fill="${dark}"/>`;
  const by = rng.range(0.42, 0.6) * H;
  const reach = rng.range(0.3, 0.5) * W;
  // Branch: thick at the trunk, tapering, with a tuft of leaves at its tip.
  const branchTop = (x: number): number => {
    const t = (x - tx) / reach;
    return (1 - t) ** 2 * (by - 30) + 2 * (1 - t) * t * (by - 75) + t * t * (by - 40);
  };
  s += `<path d="M${n(tx)},${n(by - 30)}Q${n(tx + reach * 0.5)},${n(by - 75)} ${n(tx + reach)},${n(by - 40)}L${n(tx + reach)},${n(by - 30)}Q${n(tx + reach * 0.5)},${n(by - 30)} ${n(tx)},${n(by + 20)}Z" fill="${dark}"/>`;
  let tuft = '';
  for (let k = 0; k < 7; k++) {
    tuft += `<circle cx="${n(tx + reach + rng.range(-50, 70))}" cy="${n(by - 40 + rng.range(-45, 20))}" r="${n(rng.range(24, 42))}"/>`;
  }
  s += `<g fill="${dark}">${tuft}</g>`;
  if (rng.chance(0.6)) {
    const cx = tx + reach * rng.range(0.4, 0.65);
    s += chimp(cx, branchTop(cx) + 4, rng.range(130, 170), mix(dark, '#000000', 0.25), rng.chance(0.5));
  }
  return s;
}

/** A river winding towards us down the valley: its drawing, and a clip that parts the canopy. */
function riverCourse(c: Ctx, hz: number): { draw: string } {
  const { rng, light } = c;
  const y0 = hz + (H - hz) * rng.range(0.12, 0.22);
  const x0 = rng.range(0.35, 0.65) * W;
  const x1 = rng.range(0.3, 0.7) * W;
  const swing = rng.range(120, 260) * rng.pick([-1, 1]);
  const left: Pt[] = [];
  const right: Pt[] = [];
  const bankL: Pt[] = [];
  const bankR: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const y = y0 + (H + 30 - y0) * t;
    const x = x0 + (x1 - x0) * t + swing * Math.sin(t * Math.PI * 1.6) * t;
    const w = 5 + 170 * t ** 1.5;
    left.push([x - w, y]);
    right.push([x + w, y]);
    bankL.push([x - w * 1.3 - 8, y]);
    bankR.push([x + w * 1.3 + 8, y]);
  }
  const water = `${smooth(left)}${smooth(right.reverse(), false)}Z`;
  const banks = `${smooth(bankL)}${smooth(bankR.reverse(), false)}Z`;
  c.defs.push(`<clipPath id="valley"><path clip-rule="evenodd" d="M-60,-60H${W + 60}V${H + 60}H-60Z${banks}"/></clipPath>`);
  const fill = vFill(c, y0, H, [
    [0, mix(light.sky[2], NIGHT[0], 0.4)],
    [1, mix(light.sky[1], NIGHT[1], 0.5)],
  ]);
  // Ripples: short pale dashes across the current, kept inside the water.
  c.defs.push(`<clipPath id="river"><path d="${water}"/></clipPath>`);
  let ripples = '';
  for (let i = 0; i < 40; i++) {
    const y = y0 + (H - y0) * rng.next() ** 0.7;
    ripples += `M${n(rng.range(0, W))},${n(y)}h${n(rng.range(20, 90))}`;
  }
  return {
    draw:
      path(banks, leafTone(light, mix(ACACIA[3], SAND[6], 0.4), 0.7)) +
      path(water, fill) +
      `<path d="${ripples}" stroke="${light.sun}" stroke-width="2.5" opacity="0.4" clip-path="url(#river)"/>`,
  };
}
