// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useLayoutEffect } from 'react';
import * as client from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { withTransitionHydration } from '@/lib/react/hydrateInTransition';

// The client bundle's hydrateRoot (next.config.js → lib/react/reactDomClient.js) lets other work
// run while a big page hydrates, where react-dom's own holds the thread until it is done.

const SLOW_PARTS = 30;
const renders: number[] = [];

/** A part of the page that takes 2 ms of work to render: 60 ms in all, far over React's 5 ms slice. */
function SlowPart({ n }: { n: number }) {
  const until = performance.now() + 2;
  while (performance.now() < until);
  renders.push(performance.now());
  return <li>part {n}</li>;
}

let committed = false;
/** Marks the moment React has put the hydrated page in place. */
function Committed() {
  useLayoutEffect(() => {
    committed = true;
  }, []);
  return null;
}

const Page = () => (
  <ul>
    {Array.from({ length: SLOW_PARTS }, (_, n) => <SlowPart key={n} n={n} />)}
    <Committed />
  </ul>
);

/** Hydrates the server HTML of Page with the given module; counts the other tasks that ran while it hydrated. */
async function hydrateCountingOtherTasks(dom: { hydrateRoot: typeof client.hydrateRoot }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  renders.length = 0;
  committed = false;
  const otherTasks: number[] = [];
  let ticking = true;
  const tick = () => {
    otherTasks.push(performance.now());
    if (ticking) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const errors: unknown[] = [];
  const root = dom.hydrateRoot(container, <Page />, { onRecoverableError: (e) => errors.push(e) });
  await new Promise<void>((done) => {
    const wait = () => (committed ? done() : setTimeout(wait, 1));
    wait();
  });
  ticking = false;
  const [first, last] = [renders[0], renders[renders.length - 1]];
  const between = otherTasks.filter((t) => t > first && t < last).length;
  root.unmount();
  return { between, errors };
}

describe('hydrating in a transition', () => {
  it('yields to other tasks while a big page hydrates, and hydrates it without a mismatch', async () => {
    const { between, errors } = await hydrateCountingOtherTasks(withTransitionHydration(client));
    expect(errors).toEqual([]);
    expect(between).toBeGreaterThan(0);
  });

  it("(react-dom's own hydrateRoot, for contrast, runs the whole page as one task)", async () => {
    const { between, errors } = await hydrateCountingOtherTasks(client);
    expect(errors).toEqual([]);
    expect(between).toBe(0);
  });

  it('keeps the rest of react-dom/client as it is', () => {
    const wrapped = withTransitionHydration(client);
    expect(wrapped.createRoot).toBe(client.createRoot);
    expect(wrapped.version).toBe((client as unknown as { version: string }).version);
  });
});
