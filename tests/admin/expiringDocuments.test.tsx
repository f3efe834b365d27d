// @vitest-environment jsdom
/** The expiring documents screen over the real server's demo documents (capability `compliance`). */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { ExpiringDocumentsList } from '../../src/compliance/ExpiringDocumentsList';
import { whatsappLink } from '../../src/domain/phone';
import { withRealBackend } from './vendorRender';

const backend = withRealBackend(12);

describe('ExpiringDocumentsList', () => {
  it('lists expiring and expired documents with a tel: link and a WhatsApp reminder', { timeout: 60_000 }, async () => {
    render(
      <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
        <ExpiringDocumentsList />
      </AdminContext>,
    );
    const [first] = await screen.findAllByRole('link', { name: /^Call / }, { timeout: 20_000 });
    const row = first?.closest('tr');
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement);
    const phone = first?.getAttribute('href') ?? '';
    expect(phone).toMatch(/^tel:\+91\d{10}$/);
    const whatsapp = cells.getByRole('link', { name: /^WhatsApp reminder to / });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href).toMatch(new RegExp(`^https://wa\\.me/91${phone.slice(-10)}\\?text=`));
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toMatch(/^Hello .+, your .+ \(HoReCa Market\) (expires|expired) on \d{4}-\d{2}-\d{2}\. Please upload/);
    expect(screen.getAllByText('Expired').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Compliance lapsed').length).toBeGreaterThan(0);
    // Nothing to offer above the list (no create, no export): no empty bar between the filters and the rows.
    expect(document.querySelector('.RaList-actions .MuiToolbar-root')).toBeNull();
  });

  it('builds wa.me links with the country code and no separators', () => {
    expect(whatsappLink('98765 43210', 'Hi there')).toBe('https://wa.me/919876543210?text=Hi%20there');
  });
});
