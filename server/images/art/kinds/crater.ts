/** Crater: looking down from the rim into a caldera, its floor, a soda lake and the far wall. */
import { clouds, mist, sky, vFill, type Ctx } from '../canvas';
import { acacia, birds, cloud, grass } from '../figures';
import { ACACIA, NIGHT, SAND, SUNSET, mix, tone } from '../palette';
import { H, W, area, band, n, noise, path, ridge, smooth } from '../shapes';

export function crater(c: Ctx): string {
  const { rng, light } = c;
  const rimY = rng.range(0.27, 0.36) * H;
  let s = sky(c, rimY);
  s += clouds(c, rimY * 0.1, rimY * 0.6, rng.int(1, 3));

  // Far rim: one long, nearly level wall, with a second hazier wall behind it.
  const back = ridge(rng, { y: rimY - rng.range(10, 30), amp: rng.range(10, 22), hills: 3 });
  s += path(area(back), tone(light, mix(ACACIA[2], NIGHT[1], 0.5), 0.02));
  const wall = ridge(rng, { y: rimY, amp: rng.range(8, 18), hills: rng.int(3, 5), rough: 0.25 });
  const floorY = rimY + rng.range(150, 210);
  const wallColour = tone(light, mix(ACACIA[3], NIGHT[2], 0.25), 0.25);
  // The wall is hazy where it meets the far floor and darker again at the near sides.
  s += path(area(wall), vFill(c, rimY, H, [
    [0, mix(wallColour, '#000000', 0.08)],
    [(floorY - rimY) / (H - rimY), mix(wallColour, light.haze, 0.45)],
    [1, tone(light, mix(ACACIA[3], SAND[6], 0.3), 0.7)],
  ]));
  // Gullies down the wall face: what makes it read as a cliff rather than a hill.
  let gullies = '';
  for (let x = rng.range(-40, 0); x < W + 40; x += rng.range(22, 48)) {
    const top = wall(x) + rng.range(6, 16);
    // Near the edges the wall comes towards us, so its gullies run longer and fan outwards.
    const side = (x - W / 2) / (W / 2);
    const len = (floorY - top) * rng.range(0.45, 0.9) * (1 + 2.2 * side ** 4);
    const w = rng.range(3, 8) * (1 + side ** 4);
    gullies += `M${n(x)},${n(top)}L${n(x + w)},${n(top)}L${n(x + w * 0.3 + len * (0.08 + 0.5 * side * Math.abs(side)))},${n(top + len)}Z`;
  }
  s += path(gullies, mix(wallColour, '#000000', 0.14), 'opacity="0.55"');
  // Forest along the rim: a darker, ragged band just under the rim line.
  const forest = noise(rng, 14);
  s += path(band(wall, (x) => wall(x) + 16 + 9 * forest(x / W), -20, W + 20, 80), mix(wallColour, '#000000', 0.22));
  if (rng.chance(0.65)) {
    // Cloud pouring over the rim, a Ngorongoro morning signature.
    s += cloud(rng, rng.range(0.05, 0.6) * W, rimY - 12, rng.range(300, 560), rng.range(22, 34), light.cloud, 0.88);
  }

  // The floor: flat, grassy, meeting the wall in haze, with paler patches of open plain.
  const floorColour = tone(light, rng.pick([SAND[3], mix(SAND[3], ACACIA[1], 0.6), ACACIA[1]]), 0.32);
  // A superellipse: flat far edge, sides curving down towards us, walls around it.
  const fx = W / 2 + rng.range(-0.08, 0.08) * W;
  const frx = rng.range(0.44, 0.56) * W;
  const fry = (H - floorY) * rng.range(1.05, 1.3);
  const floorPts: [number, number][] = [];
  for (let i = 0; i <= 40; i++) {
    const a = Math.PI + (i / 40) * Math.PI;
    const co = Math.cos(a);
    const si = Math.sin(a);
    floorPts.push([fx + frx * Math.sign(co) * Math.abs(co) ** 0.45, floorY + fry + fry * Math.sign(si) * Math.abs(si) ** 0.45]);
  }
  s += path(`${smooth(floorPts)}Z`, floorColour);
  let patches = '';
  for (let i = 0; i < 7; i++) {
    patches += `<ellipse cx="${n(fx + rng.range(-0.6, 0.6) * frx)}" cy="${n(floorY + rng.range(30, 300))}" rx="${n(rng.range(120, 320))}" ry="${n(rng.range(14, 34))}"/>`;
  }
  s += `<g fill="${mix(floorColour, '#fbf8f2', 0.18)}" opacity="0.7">${patches}</g>`;
  s += mist(c, floorY, 90, 0.65);

  // The lake: soda-white shore, water holding the sky, a pink fringe of flamingos.
  const lx = rng.range(0.3, 0.7) * W;
  const ly = floorY + rng.range(60, 110);
  const lr = rng.range(240, 420);
  const lry = lr * 0.11;
  s += `<ellipse cx="${n(lx + 10)}" cy="${n(ly + 3)}" rx="${n(lr + 30)}" ry="${n(lry + 9)}" fill="${tone(light, SAND[0], 0.3)}"/>`;
  s += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(lr)}" ry="${n(lry)}" fill="${vFill(c, ly - lry, ly + lry, [
    [0, mix(light.sky[2], NIGHT[0], 0.35)],
    [1, mix(light.sky[1], NIGHT[1], 0.4)],
  ])}"/>`;
  let pink = '';
  for (let i = 0; i < 160; i++) {
    const a = rng.range(0.15, 0.85) * Math.PI;
    pink += `M${n(lx - Math.cos(a) * lr * rng.range(0.8, 0.98))},${n(ly + Math.sin(a) * lry * rng.range(0.75, 0.95))}h2`;
  }
  s += `<path d="${pink}" stroke="${mix(SUNSET[0], '#ef7fa0', 0.55)}" stroke-width="2.6" stroke-linecap="round"/>`;

  // Woodland and herds: specks that give the floor its scale.
  let specks = '';
  const wood = fx + rng.range(-0.6, 0.6) * frx;
  for (let k = 0; k < 40; k++) {
    specks += `<ellipse cx="${n(wood + rng.range(-150, 150))}" cy="${n(floorY + rng.range(10, 34))}" rx="${n(rng.range(7, 13))}" ry="${n(rng.range(4, 7))}"/>`;
  }
  for (let i = 0; i < rng.int(6, 10); i++) {
    const hx = fx + rng.range(-0.75, 0.75) * frx;
    const hy = floorY + rng.range(30, 260);
    for (let k = 0; k < rng.int(4, 12); k++) {
      specks += `<ellipse cx="${n(hx + rng.range(-40, 40))}" cy="${n(hy + rng.range(-6, 6))}" rx="${n(rng.range(2, 4))}" ry="1.6"/>`;
    }
  }
  s += `<g fill="${tone(light, ACACIA[4], 0.45)}">${specks}</g>`;

  // Foreground rim: dark grass, a couple of trees standing on the edge.
  const front = ridge(rng, { y: H - rng.range(70, 120), amp: 30, hills: 2 });
  const dark = tone(light, ACACIA[4], 1);
  s += path(area(front), dark);
  s += grass(rng, -20, W + 20, front, 90, 30, mix(dark, '#000000', 0.2));
  if (rng.chance(0.7)) {
    const x = rng.chance(0.5) ? rng.range(0.03, 0.2) * W : rng.range(0.8, 0.97) * W;
    s += acacia(rng, x, front(x) + 10, rng.range(200, 300), mix(dark, '#000000', 0.15));
  }
  s += birds(rng, rng.range(0.2, 0.8) * W, rimY * rng.range(0.3, 0.7), rng.int(2, 4), 10, tone(light, '#263621', 0.8));
  return s;
}
