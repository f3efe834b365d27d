// @vitest-environment jsdom
/**
 * The admin's resources, menu and master tiles derive from the registry (src/domain/resources/): a resource added
 * to a registry (here a test registry: the product's plus declarations made in this file) gets its <Resource>, its
 * menu entries in their group and its master tile from its declaration alone, in both languages, where its
 * capability is offered and to a role that may list it.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import { roleCanAccess, type AccessDeclarations } from '../../src/admins/access';
import { customers, declareResource, menuEntriesOf, RESOURCE_DECLARATIONS, type ResourceRegistry } from '../../src/domain/resources';
import type { Role } from '../../src/domain/roles';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { i18nProvider } from '../../src/i18n';
import { AppMenu } from '../../src/layout/AppMenu';
import { PathnameProvider } from '../../src/layout/pathnameStore';
import { resourceMenuEntries } from '../../src/layout/ResourceMenuItems';
import { MasterEntriesContext, masterEntriesOf } from '../../src/master/masterEntries';
import { registeredResources, RESOURCE_SCREENS } from '../../src/resourceScreens';
import { unitsOfMeasure } from '../resourceFixture/unitsOfMeasure';
import { productWithoutUnits } from '../resourceFixture/registry';
import { renderInDataRouter, withRealBackend } from './vendorRender';

/** A resource of the users' group, declared as a file of src/domain/resources/ would, and one after the review desk. */
const loyalty = declareResource({
  name: 'loyalty',
  area: 'vendors',
  permissions: { read: 'read' },
  menu: { group: 'users', label: 'Loyalty cards' },
  texts: { en: { name: 'Loyalty card |||| Loyalty cards' }, ta: { name: 'விசுவாச அட்டை |||| விசுவாச அட்டைகள்' } },
});
const ledger = declareResource({
  name: 'ledger',
  area: 'admins',
  permissions: { read: 'manage' },
  menu: { label: 'Ledgers' },
  texts: { en: { name: 'Ledger |||| Ledgers' }, ta: { name: 'பேரேடு |||| பேரேடுகள்' } },
});
const registry: ResourceRegistry = [...productWithoutUnits, loyalty, ledger, unitsOfMeasure];
const declarations: AccessDeclarations = { resources: registry, vendorKinds: VENDOR_KIND_DECLARATIONS };

describe('the <Resource>s', () => {
  it('are one per declaration with screens, in registry order, each under its declared name', () => {
    expect(registeredResources().map((resource) => resource.name)).toEqual(
      RESOURCE_DECLARATIONS.filter((d) => d.simpleMaster || (RESOURCE_SCREENS as Record<string, unknown>)[d.name] !== null).map((d) => d.name),
    );
    for (const [name, screens] of Object.entries(RESOURCE_SCREENS)) if (screens) expect(screens.name, name).toBe(name);
  });

  it('of a test registry add a simple master from its declaration alone, and a resource with its screens', () => {
    const loyaltyScreens = { name: 'loyalty', list: () => null };
    const names = registeredResources(registry, { ...RESOURCE_SCREENS, loyalty: loyaltyScreens, ledger: null }).map((resource) => resource.name);
    expect(names.slice(-2)).toEqual(['loyalty', unitsOfMeasure.name]);
    expect(() => registeredResources(registry)).toThrow(/"loyalty" is declared without its screens/);
  });
});

describe('menuEntriesOf', () => {
  it('is a declaration\'s menu as a list: one entry, a list of them, or none', () => {
    expect(menuEntriesOf(ledger)).toEqual([ledger.menu]);
    expect(menuEntriesOf(customers)).toEqual(customers.menu);
    expect(menuEntriesOf({})).toEqual([]);
  });
});

describe('the master tiles and menu entries', () => {
  it('are the declarations that carry a master offer, in registry order, a simple master on both', () => {
    const entries = masterEntriesOf(registry);
    expect(entries.map((entry) => entry.resource)).toEqual(registry.filter((d) => d.master).map((d) => d.name));
    expect(entries.at(-1)).toMatchObject({ resource: unitsOfMeasure.name, path: `/${unitsOfMeasure.name}`, placement: ['home', 'menu'] });
  });
});

const backend = withRealBackend(0);

function renderMenu(dataProvider: AppDataProvider, role: Role) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    canAccess: async ({ action, resource }) => roleCanAccess(role, { action, resource }, declarations),
  };
  return renderInDataRouter(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      <MasterEntriesContext.Provider value={masterEntriesOf(registry)}>
        <PathnameProvider>
          <AppMenu registry={registry} />
        </PathnameProvider>
      </MasterEntriesContext.Provider>
    </AdminContext>,
  );
}

describe('the menu of a test registry', () => {
  it('shows a declared entry in its labelled group, in English and Tamil, and one after the review desk to a role that may list it', async () => {
    for (const locale of ['en', 'ta']) {
      await i18nProvider.changeLocale(locale);
      try {
        const { unmount } = renderMenu(backend.dp, 'owner');
        const users = await screen.findByRole('group', { name: i18nProvider.translate('app.menu.users') });
        // The group's entries in registry order: the customers' two, then the added resource's.
        const expected = resourceMenuEntries(registry, 'users');
        await waitFor(() => expect(within(users).getAllByRole('menuitem')).toHaveLength(expected.length));
        expect(within(users).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual(
          expected.map((entry) => [i18nProvider.translate(entry.label, { smart_count: 2 }), entry.path]),
        );
        expect(within(users).getByRole('menuitem', { name: 'Loyalty cards' })).toHaveAttribute('href', '/loyalty');
        expect(await screen.findByRole('menuitem', { name: 'Ledgers' })).toHaveAttribute('href', '/ledger');
        // After the groups, the registry's other entries (the review desk first) in registry order.
        const ungrouped = resourceMenuEntries(registry, undefined).map((entry) => entry.path);
        const drawn = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href') ?? '');
        const drawnUngrouped = drawn.filter((href) => ungrouped.includes(href));
        expect(drawnUngrouped).toEqual(ungrouped.filter((path) => drawnUngrouped.includes(path)));
        expect(drawnUngrouped.slice(0, 4)).toEqual(['/reviews', '/audit', '/admins', '/reason-templates']);
        // A master placed in the menu by its declaration alone.
        expect(await screen.findByRole('menuitem', { name: i18nProvider.translate(`resources.${unitsOfMeasure.name}.name`, { smart_count: 2, _: 'Units of measure' }) })).toHaveAttribute(
          'href',
          `/${unitsOfMeasure.name}`,
        );
        unmount();
      } finally {
        await i18nProvider.changeLocale('en');
      }
    }
  }, 60_000);

  it('hides an entry from a role that may not list its resource', async () => {
    renderMenu(backend.dp, 'viewer');
    const users = await screen.findByRole('group', { name: 'Users' });
    await within(users).findByRole('menuitem', { name: 'Loyalty cards' });
    // Once the entries around it have had their answers (the outbox's is asked just before): the viewer may not
    // manage the admins' area, so the ledger is not drawn.
    await screen.findByRole('menuitem', { name: i18nProvider.translate('app.menu.outbox') });
    await act(async () => undefined);
    expect(menuEntriesOf(ledger)).toHaveLength(1);
    expect(screen.queryByRole('menuitem', { name: 'Ledgers' })).toBeNull();
    // The Vendors group's declared entries (the review states) are for every role that reads vendors, the viewer too.
    const vendorsGroup = screen.getByRole('group', { name: i18nProvider.translate('app.menu.vendors') });
    for (const entry of resourceMenuEntries(registry, 'vendors')) {
      expect(within(vendorsGroup).getByRole('menuitem', { name: i18nProvider.translate(entry.label, { smart_count: 2 }) })).toHaveAttribute('href', entry.path);
    }
  }, 60_000);
});
