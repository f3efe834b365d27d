// @vitest-environment jsdom
/**
 * src/layout/AppMenuItem.tsx over src/layout/pathnameStore.tsx: an entry is marked active where react-admin's
 * Menu.Item would be, follows a plain click through the router (a modified click is left to the browser), and
 * is drawn again only when its own active state changes, not at every navigation.
 */
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppMenuItem } from '../../src/layout/AppMenuItem';
import { PathnameProvider } from '../../src/layout/pathnameStore';
import { i18nProvider } from '../../src/i18n';
import { renderInDataRouter } from './vendorRender';

afterEach(cleanup);

const renders = new Map<string, number>();
const counted = (id: string) => () => {
  renders.set(id, (renders.get(id) ?? 0) + 1);
};

let go: (path: string) => void = () => undefined;
function Where() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function menu() {
  return renderInDataRouter(entries());
}

function entries() {
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <PathnameProvider>
        <ul>
          <Profiler id="home" onRender={counted('home')}>
            <AppMenuItem to="/" primaryText="Dashboard" />
          </Profiler>
          <Profiler id="queues" onRender={counted('queues')}>
            <AppMenuItem to="/vegetableVendors" primaryText="Vegetable stores" />
          </Profiler>
          <Profiler id="calls" onRender={counted('calls')}>
            <AppMenuItem to="/callRequests" primaryText="Call Request" />
          </Profiler>
        </ul>
        <Where />
      </PathnameProvider>
    </AdminContext>
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('AppMenuItem', () => {
  it('marks the entry of the current path (the dashboard only on its own path) and follows a click through the router', () => {
    menu();
    expect(item('Dashboard').getAttribute('aria-current')).toBe('page');
    expect(item('Vegetable stores').getAttribute('aria-current')).toBeNull();
    act(() => item('Vegetable stores').click());
    expect(screen.getByLabelText('path').textContent).toBe('/vegetableVendors');
    expect(item('Vegetable stores').getAttribute('aria-current')).toBe('page');
    expect(item('Vegetable stores').classList.contains('RaMenuItemLink-active')).toBe(true);
    expect(item('Dashboard').getAttribute('aria-current')).toBeNull();
    act(() => go('/vegetableVendors/unverified?page=2'));
    expect(item('Vegetable stores').getAttribute('aria-current')).toBe('page');
    expect(item('Call Request').getAttribute('href')).toBe('/callRequests');
  });

  it('leaves a click with a modifier key (new tab) to the browser', () => {
    menu();
    let leftToBrowser: boolean | undefined;
    // After React's handler: record whether it took the click, then keep jsdom from trying to open the link.
    const afterReact = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', afterReact);
    act(() => void item('Call Request').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
    window.removeEventListener('click', afterReact);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByLabelText('path').textContent).toBe('/');
  });

  it('draws an entry again only when its active state changes', () => {
    menu();
    act(() => go('/vegetableVendors/unverified'));
    renders.clear();
    act(() => go('/vegetableVendors/unverified?page=2'));
    act(() => go('/vegetableVendors/unverified?page=3'));
    act(() => go('/vegetableVendors/1/show'));
    expect(Object.fromEntries(renders)).toEqual({});
    act(() => go('/callRequests'));
    expect(Object.fromEntries(renders)).toEqual({ queues: 1, calls: 1 });
  });
});

