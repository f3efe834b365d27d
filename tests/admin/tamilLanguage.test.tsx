// @vitest-environment jsdom
/**
 * The language menu of the app bar (react-admin's LocalesMenuButton, src/layout/AppLayout.tsx) against the real
 * server: choosing தமிழ் loads the Tamil catalogue, and the menu, react-admin's own buttons and the dashboard read
 * in Tamil, the page says `<html lang="ta">`, and react-admin's store keeps the choice; English comes back the
 * same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, Resource, TestMemoryRouter, memoryStore } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider';
import { Dashboard } from '../../src/dashboard/Dashboard';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { i18nProvider } from '../../src/i18n';
import { AppLayout } from '../../src/layout/AppLayout';
import { vendorResources } from '../../src/vendorKinds/resources';
import { cookieFetch } from '../helpers/apiClient';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer | undefined;
let dataProvider: ReturnType<typeof createDataProvider>;

beforeAll(async () => {
  server = await startServer({ seed: 'demo', seedVendors: 1 });
  const client = cookieFetch(await server.login());
  dataProvider = createDataProvider({ origin: server.url, fetch: client.fetch, readCacheMs: 0 });
});
afterAll(() => {
  cleanup();
  return server?.close();
});

describe('the admin in Tamil', () => {
  it('switches the menu, react-admin\'s buttons, the dashboard and <html lang> to Tamil, and keeps the choice', async () => {
    const store = memoryStore();
    const user = userEvent.setup({ delay: null });
    render(
      <TestMemoryRouter initialEntries={['/']}>
        <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} layout={AppLayout} dashboard={Dashboard} store={store} disableTelemetry>
          {vendorResources(VENDOR_KIND_DECLARATIONS).map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </Admin>
      </TestMemoryRouter>,
    );
    await screen.findByRole('menuitem', { name: 'Dashboard' }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'தமிழ்' }));

    await screen.findByRole('menuitem', { name: 'டாஷ்போர்டு' }, { timeout: 10_000 });
    expect(screen.getByRole('menuitem', { name: 'அழைப்பு கோரிக்கை' })).toBeInTheDocument();
    expect(screen.getByLabelText('முதன்மை வழிசெலுத்தல்')).toBeInTheDocument();
    // react-admin's own texts: the app bar's refresh button and the sidebar toggle.
    expect(screen.getByRole('button', { name: 'புதுப்பி' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /மெனுவை/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'தமிழ்' })).toBeInTheDocument();
    expect(await screen.findByText('மொத்த விற்பனையாளர்கள்', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
    expect(document.documentElement.lang).toBe('ta');
    expect(store.getItem('locale')).toBe('ta');

    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await screen.findByRole('menuitem', { name: 'Dashboard' }, { timeout: 10_000 });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(store.getItem('locale')).toBe('en');
  }, 60_000);
});
