// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrateInSteps } from '../../landing/layout/HydrateLater.tsx';

function Page({ onFirst, onSecond }: { onFirst(): void; onSecond(): void }) {
  return (
    <div>
      <h1>Now</h1>
      <HydrateLater>
        <section>
          <button type="button" onClick={onFirst}>
            first
          </button>
        </section>
      </HydrateLater>
      <HydrateLater>
        <section>
          <button type="button" onClick={onSecond}>
            second
          </button>
        </section>
      </HydrateLater>
    </div>
  );
}

/** The tasks the page schedules, run one at a time by the test. */
function holdTasks() {
  const tasks: (() => void)[] = [];
  vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void) => {
    tasks.push(run);
    return tasks.length;
  }) as typeof window.setTimeout);
  return {
    count: () => tasks.length,
    /** Runs the oldest held task and the microtasks it queues (Preact renders in a microtask). */
    async runNext() {
      tasks.shift()?.();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

describe('HydrateLater', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    cleanup();
    document.body.innerHTML = '';
  });

  it('keeps the prerendered sections and hydrates each in a task of its own', async () => {
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    const page = <Page onFirst={onFirst} onSecond={onSecond} />;
    const root = document.createElement('div');
    root.innerHTML = renderToString(page as unknown as VNode);
    document.body.append(root);
    const prerendered = Array.from(root.querySelectorAll('*'));
    const [first, second] = Array.from(root.querySelectorAll('button'));

    const tasks = holdTasks();
    hydrateInSteps(() => void hydrateRoot(root, page));
    expect(tasks.count()).toBe(2);
    first?.click();
    second?.click();
    expect(onFirst).not.toHaveBeenCalled();
    expect(onSecond).not.toHaveBeenCalled();

    await tasks.runNext();
    first?.click();
    second?.click();
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(onSecond).not.toHaveBeenCalled();

    await tasks.runNext();
    second?.click();
    expect(onSecond).toHaveBeenCalledTimes(1);
    // Adopted, not drawn again: the same elements, nothing added.
    expect(Array.from(root.querySelectorAll('*'))).toEqual(prerendered);
    expect(prerendered.every((el) => el.isConnected)).toBe(true);
  });

  it('renders at once outside the first hydration (a client-side navigation)', () => {
    const onFirst = vi.fn();
    render(<Page onFirst={onFirst} onSecond={vi.fn()} />);
    act(() => screen.getByRole('button', { name: 'first' }).click());
    expect(onFirst).toHaveBeenCalledTimes(1);
  });
});
