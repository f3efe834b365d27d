// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from '../../landing/router/Router.tsx';
import { AppLink, Footer } from '../../landing/sections/Footer.tsx';
import { CONTACT, appStoreUrl } from '../../landing/content/contact.ts';

const renderFooter = () =>
  render(
    <Router initialPath="/Footer">
      <main>
        <button type="button">before</button>
      </main>
      <Footer />
    </Router>,
  );

async function openDialog(name: string) {
  const user = userEvent.setup();
  renderFooter();
  const opener = screen.getByRole('link', { name });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  // The dialog takes focus in an effect, which Preact runs after the browser paints.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /close/i })).toHaveFocus());
  return { user, dialog, opener };
}

describe('footer and legal dialogs', () => {
  afterEach(cleanup);
  beforeEach(() => window.history.replaceState(null, '', '/Footer'));

  it('shows About Us, the Quick Links and the configured contact details with the 2025 copyright', () => {
    renderFooter();
    for (const heading of ['About Us', 'Quick Links', 'Contact Us']) expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    const destinations = links.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    // SPEC 2's six in its order (Shop: the marketplace the home page pitches; FAQs: the Contact page's questions), then our own two.
    expect(destinations).toEqual([
      ['Home', '/'],
      ['Shop', '/#marketplace'],
      ['Contact', '/Footer'],
      ['FAQs', '/Footer#faqs'],
      ["Our Term's", '/terms'],
      ['Our Privacy', '/privacy'],
      ['Request a call', '/Footer#enquiry-form'],
      ['Vendor portal', '/vendor'],
    ]);
    expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    expect(screen.getByText(CONTACT.phone)).toBeInTheDocument();
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
    // No store URL configured in tests: an honest placeholder, not a link.
    expect(screen.getByText('App coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /app/i })).toBeNull();
  });

  it('the app link appears once a store URL is configured, and only an https one', () => {
    expect(appStoreUrl(undefined)).toBeNull();
    expect(appStoreUrl('')).toBeNull();
    expect(appStoreUrl('javascript:alert(1)')).toBeNull();
    expect(appStoreUrl('http://play.example/app')).toBeNull();
    const url = 'https://play.google.com/store/apps/details?id=example';
    expect(appStoreUrl(url)).toBe(url);
    render(<AppLink url={url} />);
    expect(screen.getByRole('link', { name: 'Get the HoReCa Market Place app' })).toHaveAttribute('href', url);
  });

  it("Our Term's opens an accessible modal with the full terms", async () => {
    const { dialog } = await openDialog("Our Term's");
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Terms and Conditions');
    const text = dialog.textContent ?? '';
    for (const fact of ['18 years', 'business registration documents', 'food service licences', '24 hours', '6 hours', 'photographs', '5-7 business days', 'Net 15 or Net 30', 'value of that order', 'digital wallets', 'invoice']) {
      expect(text).toContain(fact);
    }
    expect(within(dialog).getByRole('button', { name: /close/i })).toHaveFocus();
    expect(document.querySelector('main')?.closest('[inert]')).not.toBeNull();
  });

  it('Our Privacy states retention, inactivity and the notice period', async () => {
    const { dialog } = await openDialog('Our Privacy');
    expect(dialog).toHaveAccessibleName('Privacy Policy');
    const text = dialog.textContent ?? '';
    for (const fact of ['life of your account plus 2 years', 'no activity for 2 years', '30 days’ notice']) expect(text).toContain(fact);
  });

  it('Escape closes the dialog and focus returns to its opener', async () => {
    const { user, opener } = await openDialog("Our Term's");
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('the close button dismisses the dialog without navigating', async () => {
    const { user, dialog } = await openDialog('Our Privacy');
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/Footer');
  });

  it.each(['Accept', 'Decline'])('%s closes the dialog and navigates to /', async (button) => {
    const { user, dialog } = await openDialog("Our Term's");
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog("Our Term's");
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
