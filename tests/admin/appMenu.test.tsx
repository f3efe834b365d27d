// @vitest-environment jsdom
/**
 * The side menu (src/layout/AppMenu.tsx) over the real data provider: SPEC 2's "Call Request" always opens the
 * Vendor Call Request table; the call desk has its own entry where the backend offers it, none against the
 * legacy backend (its capability set is the SPEC 7 core). The Vendors group opens with the entries its declarations
 * give (the review states), then each kind's pending queue.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import { LEGACY_CORE } from '../../src/domain/capabilities';
import { roleCanAccess } from '../../src/admins/access';
import { RESOURCE_DECLARATIONS, vendors } from '../../src/domain/resources';
import { ROLES } from '../../src/domain/roles';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { i18nProvider } from '../../src/i18n';
import { AppMenu } from '../../src/layout/AppMenu';
import { adminPaths } from '../../src/layout/adminPaths';
import { PathnameProvider } from '../../src/layout/pathnameStore';
import { resourceMenuEntries } from '../../src/layout/ResourceMenuItems';
import { renderInDataRouter, withRealBackend } from './vendorRender';

const backend = withRealBackend(0);

function renderMenu(dataProvider: AppDataProvider) {
  return renderInDataRouter(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PathnameProvider>
        <AppMenu />
      </PathnameProvider>
    </AdminContext>,
  );
}

let legacyAnswered = false;

/** The same provider answering as the legacy backend does to the capability probe. */
const legacy = (dataProvider: AppDataProvider): AppDataProvider =>
  new Proxy(dataProvider, {
    get: (target, key, receiver) =>
      key === 'capabilities'
        ? async () => {
            legacyAnswered = true;
            return LEGACY_CORE;
          }
        : Reflect.get(target, key, receiver),
  });

describe('the menu\'s call entries', () => {
  it('offers the Vendor Call Request table and, beside it, the call desk', async () => {
    renderMenu(backend.dp);
    const desk = await screen.findByRole('menuitem', { name: 'Call desk' });
    expect(desk.getAttribute('href')).toBe('/calldesk');
    expect(screen.getByRole('menuitem', { name: 'Call Request' }).getAttribute('href')).toBe('/callRequests');
  });

  it('against the legacy backend offers the Vendor Call Request table alone', async () => {
    renderMenu(legacy(backend.dp));
    expect((await screen.findByRole('menuitem', { name: 'Call Request' })).getAttribute('href')).toBe('/callRequests');
    // Once the capability answer is in and drawn.
    await waitFor(() => expect(legacyAnswered).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('menuitem', { name: 'Call desk' })).toBeNull();
  });
});

describe("the menu's vendor queues", () => {
  it('name each kind as its titles and the audit do, in English and in Tamil', async () => {
    for (const locale of ['en', 'ta']) {
      await i18nProvider.changeLocale(locale);
      try {
        const { unmount } = renderMenu(backend.dp);
        for (const kind of VENDOR_KIND_DECLARATIONS) {
          const name = i18nProvider.translate(`resources.${kind.resource}.name`, { smart_count: 2 });
          // The entry's name is the kind's, then its badge once the counts arrive (jsdom joins them without a space:
          // "Florists0waiting for approval"; Chromium says "Florists 0 waiting for approval").
          const entry = await screen.findByRole('menuitem', { name: new RegExp(`^${name}(\\s|\\d|$)`) });
          expect(entry.getAttribute('href'), `${locale} ${name}`).toBe(`/${kind.resource}/unverified`);
          expect(i18nProvider.translate(`resources.${kind.resource}.action.unverifiedTitle`), locale).toContain(name);
          expect(i18nProvider.translate(`resources.${kind.resource}.action.verifiedTitle`), locale).toContain(name);
        }
        unmount();
      } finally {
        await i18nProvider.changeLocale('en');
      }
    }
  }, 60_000);
});

describe("the menu's Vendors group", () => {
  it('opens with its declared entries (the review states, each with its icon), then each kind\'s pending queue', async () => {
    renderMenu(backend.dp);
    const group = await screen.findByRole('group', { name: i18nProvider.translate('app.menu.vendors') });
    const declared = resourceMenuEntries(RESOURCE_DECLARATIONS, 'vendors');
    expect(declared.map((entry) => entry.path)).toEqual([adminPaths.authorizedVendors, adminPaths.unauthorizedVendors]);
    const queues = VENDOR_KIND_DECLARATIONS.map((kind) => adminPaths.queue(kind.resource, false));
    const hrefs = () => within(group).getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    await waitFor(() => expect(hrefs().slice(0, declared.length + queues.length)).toEqual([...declared.map((entry) => entry.path), ...queues]));
    // The texts and icons the hand-written entries had.
    expect(within(group).getByRole('menuitem', { name: 'Authorized Vendor' }).querySelector('[data-testid="VerifiedIcon"]')).not.toBeNull();
    expect(within(group).getByRole('menuitem', { name: 'UnAuthorized Vendor' }).querySelector('[data-testid="PendingActionsIcon"]')).not.toBeNull();
  });

  it('offers the review states to every role, as before they were declared', () => {
    for (const role of ROLES) expect(roleCanAccess(role, { action: 'list', resource: vendors.name }), role).toBe(true);
  });
});
