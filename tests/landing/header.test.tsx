// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from '../../landing/router/Router.tsx';
import { Header } from '../../landing/layout/Header.tsx';

const renderHeader = (path = '/') =>
  render(
    <Router initialPath={path}>
      <Header />
    </Router>,
  );

describe('header', () => {
  afterEach(cleanup);
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows the logo link, the four SPEC links and the vendor portal with their destinations', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Our Standards', '/Standard'],
      ['Our Promises', '/Product'],
      ['Contact', '/Footer'],
      ['Vendor portal', '/vendor'],
    ]);
    expect(screen.getByRole('link', { name: 'HoReCa Market Place home' })).toHaveAttribute('href', '/');
  });

  it('the hamburger toggles the menu and announces its state', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.getElementById('site-menu')).not.toHaveClass('menu--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(document.getElementById('site-menu')).toHaveClass('menu--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard operable: Enter opens, Escape closes and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('clicking any link closes the menu and navigates client-side', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Our Standards' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.pathname).toBe('/Standard');
    expect(screen.getByRole('link', { name: 'Our Standards' })).toHaveAttribute('aria-current', 'page');
  });

  it('is there on public paths that start with "admin" (their 404 page is prerendered with it)', () => {
    for (const path of ['/administrator', '/admin-x']) {
      renderHeader(path);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
      cleanup();
    }
  });
});
