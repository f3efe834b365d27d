/**
 * src/layout/lazyDataProvider.ts: the Proxy answers every method of the real provider before it is loaded,
 * passes every argument through, and is not mistaken for a promise or for a provider that supports abort signals.
 */
import { describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider/types';
import { lazyDataProvider } from '../../src/layout/lazyDataProvider';

function realProvider(calls: unknown[][]): AppDataProvider {
  return {
    getList: async (...args: unknown[]) => (calls.push(['getList', ...args]), { data: [], total: 0 }),
    uploadPoster: async (...args: unknown[]) => void calls.push(['uploadPoster', ...args]),
  } as unknown as AppDataProvider;
}

describe('lazyDataProvider', () => {
  it('loads on the first call and passes every argument through', async () => {
    const calls: unknown[][] = [];
    let loads = 0;
    const provider = lazyDataProvider(async () => (loads++, realProvider(calls)));
    expect(loads).toBe(0);
    const file = new Blob(['x']);
    await provider.uploadPoster('hotels', 7, file as File);
    await provider.getList('hotels', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(loads).toBe(1);
    expect(calls[0]).toEqual(['uploadPoster', 'hotels', 7, file]);
    expect(calls[1]?.[0]).toBe('getList');
  });

  it('is not a thenable and claims no abort-signal support, before and after loading', async () => {
    const provider = lazyDataProvider(async () => realProvider([]));
    expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
    expect(provider.supportAbortSignal).toBeUndefined();
    // Resolving a promise with it gives the provider itself (a `then` method would be called instead).
    expect(await Promise.resolve(provider)).toBe(provider);
    await provider.getList('hotels', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
    expect(provider.supportAbortSignal).toBeUndefined();
  });

  it('answers a function for a method before loading, and says which one the real provider lacks', async () => {
    const provider = lazyDataProvider(async () => realProvider([]));
    expect(typeof provider.approveVendor).toBe('function');
    await expect(provider.approveVendor('hotels', { user_id: 1 })).rejects.toThrow('The data provider has no method "approveVendor"');
  });
});
