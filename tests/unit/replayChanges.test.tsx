// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChoiceGroup } from '@/components/forms/ChoiceGroup';
import { replayChanges } from '@/lib/react/replayChanges';

// What a visitor types, ticks or chooses before the page hydrates stays on screen, but React
// hydrates believing the server's values. replayChanges (run over those controls once the page
// has hydrated, config/scriptsAfterPaint.js) makes React's state agree with what the visitor sees.

const replay = (...selectors: string[]) => act(() => replayChanges(selectors.map((s) => $(s))));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the page's state says, as React last rendered it. */
let seen: { interests: string[]; name: string; level: string; filterLevels: string[]; formChanges: number } = { interests: [], name: '', level: '', filterLevels: [], formChanges: 0 };

function Page() {
  // A controlled checkbox group whose handler toggles (the quote wizard's interests).
  const [interests, setInterests] = useState<string[]>([]);
  // A controlled text field and select.
  const [name, setName] = useState('');
  const [level, setLevel] = useState('budget');
  // An uncontrolled filter form read whole on every change (the tour list's filters).
  const [filterLevels, setFilterLevels] = useState<string[]>([]);
  const [formChanges, setFormChanges] = useState(0);
  seen = { interests, name, level, filterLevels, formChanges };
  const onFilterChange = (e: FormEvent<HTMLFormElement>) => {
    setFormChanges((n) => n + 1);
    setFilterLevels(new FormData(e.currentTarget).getAll('level') as string[]);
  };
  return (
    <div>
      <ChoiceGroup name="interests" legend="Interests" multiple options={[{ value: 'wildlife', label: 'Wildlife' }, { value: 'beach', label: 'Beach' }]} value={interests} onChange={(v) => setInterests(v as string[])} />
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      <select id="level" value={level} onChange={(e) => setLevel(e.target.value)}>
        <option value="budget">Budget</option>
        <option value="luxury">Luxury</option>
      </select>
      <form onChange={onFilterChange}>
        <input type="checkbox" name="level" value="luxury" id="filter-luxury" defaultChecked={false} />
        <input type="checkbox" name="level" value="budget" id="filter-budget" defaultChecked={false} />
      </form>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of the page, changed as a visitor would before any script ran, then hydrated. */
function hydrateAfterVisitor(visit: () => void): void {
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  visit();
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, <Page />);
  });
}

const $ = <E extends Element>(selector: string) => document.querySelector<E>(selector)!;

/** The visitor's own changes: what the browser does to the controls, with no React listening. */
const visitor = {
  tick: (selector: string) => ($<HTMLInputElement>(selector).checked = true),
  type: (selector: string, text: string) => ($<HTMLInputElement>(selector).value = text),
  choose: (selector: string, value: string) => ($<HTMLSelectElement>(selector).value = value),
};

describe('a change made before hydration', () => {
  it('is not seen by React on its own (why the replay exists)', () => {
    hydrateAfterVisitor(() => {
      visitor.tick('input[name=interests][value=beach]');
      visitor.type('#name', 'Grace');
    });
    expect($<HTMLInputElement>('input[value=beach]').checked).toBe(true);
    expect(seen.interests).toEqual([]);
    expect(seen.name).toBe('');
  });

  it('reaches React once replayed: ticked boxes, typed text and a chosen option, each once', () => {
    hydrateAfterVisitor(() => {
      visitor.tick('input[name=interests][value=beach]');
      visitor.type('#name', 'Grace Mwangi');
      visitor.choose('#level', 'luxury');
      visitor.tick('#filter-luxury');
    });
    replay('input[value=beach]', '#name', '#level', '#filter-luxury');
    expect(seen.interests).toEqual(['beach']);
    expect(seen.name).toBe('Grace Mwangi');
    expect(seen.level).toBe('luxury');
    expect(seen.filterLevels).toEqual(['luxury']);
    expect(seen.formChanges).toBe(1);
    // The page still shows what the visitor did.
    expect($<HTMLInputElement>('input[value=beach]').checked).toBe(true);
    expect($<HTMLInputElement>('input[value=wildlife]').checked).toBe(false);
    expect($<HTMLInputElement>('#name').value).toBe('Grace Mwangi');
  });

  it('a control listed twice is replayed once: a toggling handler does not toggle it back', () => {
    hydrateAfterVisitor(() => visitor.tick('input[name=interests][value=wildlife]'));
    replay('input[value=wildlife]', 'input[value=wildlife]');
    expect(seen.interests).toEqual(['wildlife']);
    expect($<HTMLInputElement>('input[value=wildlife]').checked).toBe(true);
  });

  it('a control the visitor left as the server sent it changes nothing', () => {
    hydrateAfterVisitor(() => {
      visitor.tick('#filter-budget');
      $<HTMLInputElement>('#filter-budget').checked = false; // ticked, then unticked again
    });
    replay('#filter-budget', '#name', '#level', 'input[value=beach]');
    expect(seen).toEqual({ interests: [], name: '', level: 'budget', filterLevels: [], formChanges: 0 });
  });

  it('a control no longer on the page is left alone', () => {
    hydrateAfterVisitor(() => visitor.tick('#filter-luxury'));
    const gone = $('#filter-luxury');
    act(() => gone.remove());
    expect(() => act(() => replayChanges([gone]))).not.toThrow();
    expect(seen.formChanges).toBe(0);
  });
});
