import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayRangeLabel, spreadMarkers } from '@/lib/maps/spreadMarkers';

const MIN = 30;
const apart = (pts: { x: number; y: number }[], offs: { x: number; y: number }[]) =>
  pts.map((p, i) => ({ x: p.x + offs[i]!.x, y: p.y + offs[i]!.y }));

describe('day markers on the route map', () => {
  it('leaves markers that are already apart where they are', () => {
    expect(spreadMarkers([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 0, y: 100 }], MIN)).toEqual([{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }]);
  });

  it('pulls two markers on the same spot apart, symmetrically', () => {
    const [a, b] = apart([{ x: 50, y: 50 }, { x: 50, y: 50 }], spreadMarkers([{ x: 50, y: 50 }, { x: 50, y: 50 }], MIN));
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(MIN - 0.5);
    expect((a!.x + b!.x) / 2).toBeCloseTo(50);
  });

  it('never leaves two of a crowded route overlapping, and moves nobody further than needed', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: fc.integer({ min: 0, max: 60 }), y: fc.integer({ min: 0, max: 60 }) }), { minLength: 2, maxLength: 9 }), (pts) => {
        const offs = spreadMarkers(pts, MIN);
        const placed = apart(pts, offs);
        for (let i = 0; i < placed.length; i++) {
          for (let j = i + 1; j < placed.length; j++) {
            expect(Math.hypot(placed[i]!.x - placed[j]!.x, placed[i]!.y - placed[j]!.y)).toBeGreaterThanOrEqual(MIN - 0.5);
          }
        }
        for (const o of offs) expect(Math.hypot(o.x, o.y)).toBeLessThan(MIN * pts.length);
      }),
      { numRuns: 200 },
    );
  });

  it('labels a marker with the days spent there, runs joined', () => {
    expect(dayRangeLabel([1])).toBe('1');
    expect(dayRangeLabel([2, 1])).toBe('1–2');
    expect(dayRangeLabel([3, 5, 6, 7])).toBe('3, 5–7');
  });
});
