// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryLoaderScript, HYDRATED_EVENT, HYDRATE_AT_ONCE_ATTRIBUTE } from '../../landing/entryLoader.ts';

/** Runs the inline loader as the page would, with its dynamic import() swapped for a spy. */
function runLoader(): ReturnType<typeof vi.fn> {
  const importEntry = vi.fn(() => Promise.resolve());
  const script = entryLoaderScript('/assets/main-abc.js').replace('import(', 'importEntry(');
  new Function('importEntry', script)(importEntry);
  return importEntry;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the landing entry loader', () => {
  it('loads nothing during the page load; the first interaction loads the app and its held click is replayed once hydrated', async () => {
    document.body.innerHTML = '<button type="button">Open menu</button><a href="/privacy">Our Privacy</a>';
    const button = document.querySelector('button');
    if (!button) throw new Error('no button');
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    const importEntry = runLoader();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(importEntry).not.toHaveBeenCalled();

    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(importEntry).toHaveBeenCalledTimes(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();

    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicks).toHaveBeenCalledTimes(1);
    // Hydrated: clicks pass untouched, and further interactions load nothing more.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(clicks).toHaveBeenCalledTimes(2);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(importEntry).toHaveBeenCalledTimes(1);
  });

  it(`hydrates a page drawn in the browser (${HYDRATE_AT_ONCE_ATTRIBUTE}) without waiting for an interaction`, async () => {
    document.body.innerHTML = `<main ${HYDRATE_AT_ONCE_ATTRIBUTE}=""><h1>Sell</h1></main>`;
    const importEntry = runLoader();
    await vi.waitFor(() => expect(importEntry).toHaveBeenCalledTimes(1));
  });
});
