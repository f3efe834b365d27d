// @vitest-environment jsdom
/** src/layout/preloadableLazy.tsx: a screen loaded ahead renders without suspending; a failed load can be retried. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from '../../src/layout/preloadableLazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (element: React.ReactNode) => <Suspense fallback={<p>Loading…</p>}>{element}</Suspense>;

describe('preloadableLazy', () => {
  afterEach(cleanup);

  it('renders a preloaded component in the first commit, with no fallback', async () => {
    const Screen = preloadableLazy(() => Promise.resolve(Greeting));
    await Screen.preload();
    render(inSuspense(<Screen name="Kannan" />));
    expect(screen.getByText('Hello Kannan')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspends like React.lazy when it was not loaded ahead, and loads its module once', async () => {
    let loads = 0;
    const Screen = preloadableLazy(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    render(inSuspense(<Screen name="Arun" />));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Arun')).toBeTruthy();
    await Screen.preload();
    expect(loads).toBe(1);
  });

  it('keeps the mounted component when a parent re-renders after the module loaded (no remount, state kept)', async () => {
    const Screen = preloadableLazy(() => Promise.resolve(function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
    }));
    let rerender: () => void = () => undefined;
    function Parent() {
      const [, setTick] = useState(0);
      rerender = () => setTick((t) => t + 1);
      return inSuspense(<Screen />);
    }
    render(<Parent />);
    const button = await screen.findByRole('button', { name: 'clicked 0' });
    act(() => button.click());
    act(() => rerender());
    expect(screen.getByRole('button').textContent).toBe('clicked 1');
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Screen = preloadableLazy(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(Greeting);
    });
    await expect(Screen.preload()).rejects.toThrow('chunk missing');
    await Screen.preload();
    render(inSuspense(<Screen name="Bala" />));
    expect(screen.getByText('Hello Bala')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
