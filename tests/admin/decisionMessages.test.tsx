// @vitest-environment jsdom
/**
 * Messages after a decision against the real server through the real data provider: the dialog after "Request
 * changes" with the wa.me link (91 + 10 digits, the reason), English / Tamil, copying the SMS text records it, the
 * WhatsApp agreement saved; a legacy backend (no decisionMessages) gets no dialog.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, type AuthProvider } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { LEGACY_CORE } from '../../src/domain/capabilities';
import { TAMIL_REASONS, internationalPhone } from '../../src/domain/decisionMessages';
import type { ReviewRecord } from '../../src/domain/review';
import type { AppDataProvider } from '../../src/dataProvider/types';
import { i18nProvider } from '../../src/i18n';
import { DecisionButtons } from '../../src/reviews/DecisionButtons';
import { MessageDialog } from '../../src/messages/MessageDialog';
import { withRealBackend } from './vendorRender';

const backend = withRealBackend(4);
const TEMPLATE = 'Please upload clear photos of your store front and produce.';

const applied = async (): Promise<ReviewRecord[]> =>
  (await backend.dp.getList<ReviewRecord>('reviews', { pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'ASC' }, filter: { state: 'applied' } })).data;

const ownerAuth = (dp: AppDataProvider): AuthProvider =>
  createAuthProvider({
    storage: { getItem: () => JSON.stringify({ id: 1, email: 'a@test.local', role: 'owner' }), setItem: () => undefined, removeItem: () => undefined },
    capabilities: () => dp.capabilities(),
  });

function renderWith(dp: AppDataProvider, ui: React.ReactNode) {
  return render(
    <AdminContext dataProvider={dp} i18nProvider={i18nProvider} authProvider={ownerAuth(dp)}>
      {ui}
      <Notification />
    </AdminContext>,
  );
}

describe('messages after a decision', () => {
  it('offers WhatsApp with the phone and the reason, Tamil, copies and records the SMS, and saves the agreement', async () => {
    const vendor = (await applied())[0];
    if (!vendor) throw new Error('the seed should have an applied vendor');
    const phone = internationalPhone(vendor.phoneNumber);
    expect(phone).toMatch(/^91\d{10}$/);
    renderWith(
      backend.dp,
      <RecordContextProvider value={vendor}>
        <DecisionButtons />
      </RecordContextProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    const decision = await screen.findByRole('dialog', { name: `Request changes: ${vendor.name}` });
    await user.click(within(decision).getByRole('combobox', { name: /Reason/ }));
    await user.paste(TEMPLATE);
    await user.click(within(decision).getByRole('button', { name: 'Request changes' }));

    const dialog = await screen.findByRole('dialog', { name: `Message ${vendor.name}` });
    const whatsapp = within(dialog).getByRole('link', { name: 'Send on WhatsApp' });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href.startsWith(`https://wa.me/${phone}?text=`)).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toContain(TEMPLATE);

    await user.click(within(dialog).getByRole('button', { name: 'Tamil' }));
    await waitFor(() => expect(decodeURIComponent(within(dialog).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href') ?? '')).toContain(TAMIL_REASONS[TEMPLATE]));

    await user.click(within(dialog).getByRole('button', { name: 'Copy SMS text' }));
    expect(await screen.findByText('Copied, and recorded on the vendor\'s history')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain(TAMIL_REASONS[TEMPLATE]);
    const [recorded] = await backend.dp.vendorMessages(vendor.kind, vendor.id);
    expect(recorded).toMatchObject({ channel: 'sms', language: 'ta', topic: 'request_changes', phone, status: 'queued' });
    expect(recorded?.text).not.toMatch(/\n/);

    const agreement = within(dialog).getByRole('switch', { name: 'Agreed to WhatsApp messages' });
    await waitFor(() => expect(agreement).toBeEnabled());
    expect(agreement).not.toBeChecked();
    await user.click(agreement);
    await waitFor(async () => expect((await backend.dp.phoneOptIn(phone ?? '')).opted_in).toBe(true));
    await waitFor(() => expect(agreement).toBeChecked());
  }, 60_000);

  it('shows nothing against a backend without decisionMessages', async () => {
    const vendor = (await applied())[0];
    if (!vendor) throw new Error('the seed should have an applied vendor');
    const legacy: AppDataProvider = { ...backend.dp, capabilities: async () => LEGACY_CORE };
    renderWith(
      legacy,
      <>
        <p>rendered</p>
        <MessageDialog open onClose={() => undefined} about={{ topic: 'approve' }} vendor={{ kind: vendor.kind, user_id: vendor.id, name: vendor.name, phoneNumber: vendor.phoneNumber }} />
      </>,
    );
    expect(await screen.findByText('rendered')).toBeInTheDocument();
    // The capabilities answer has settled once the auth provider's check resolves; the dialog never appears.
    await waitFor(async () => expect(await legacy.capabilities()).toBe(LEGACY_CORE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
