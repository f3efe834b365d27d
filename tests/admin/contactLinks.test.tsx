// @vitest-environment jsdom
/** The call desk's one-tap links to a caller: a mobile gets Call and WhatsApp, a landline Call alone, a bad number none. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { ContactLinks } from '../../src/callDesk/ContactLinks';

const renderLinks = (phone: string) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ContactLinks phone={phone} name="Meena" />
    </AdminContext>,
  );

describe('ContactLinks', () => {
  afterEach(cleanup);

  it('offers a call and a prefilled WhatsApp message to a mobile', async () => {
    renderLinks('98765 43210');
    expect((await screen.findByRole('link', { name: /call/i })).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: /whatsapp/i }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=.*Meena/);
  });

  it('offers only the call to a landline (WhatsApp needs a mobile)', async () => {
    renderLinks('0452 2345678');
    expect((await screen.findByRole('link', { name: /call/i })).getAttribute('href')).toBe('tel:+914522345678');
    expect(screen.queryByRole('link', { name: /whatsapp/i })).toBeNull();
  });

  it('offers nothing for a number that cannot be dialled', () => {
    const { container } = renderLinks('12345');
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});
