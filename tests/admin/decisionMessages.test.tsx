// @vitest-environment jsdom
/**
 * Messages after a decision against the real server through the real data provider: after "Request changes" the
 * message is offered on the page, not in a dialog (role="status", focus left where it was), with the wa.me link
 * (91 + 10 digits, the reason), English / Tamil, copying the SMS text records it, the WhatsApp agreement saved;
 * a vendor who applied from the Tamil pages gets the Tamil message first; after a bulk decision one link per
 * vendor, each recorded when used; a legacy backend (no decisionMessages) gets nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider, type AuthProvider } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { LEGACY_CORE } from '../../src/domain/capabilities';
import { TAMIL_REASONS } from '../../src/domain/decisionMessages';
import { whatsappPhone } from '../../src/domain/phone';
import type { ReviewRecord } from '../../src/domain/review';
import type { AppDataProvider } from '../../src/dataProvider/types';
import { i18nProvider } from '../../src/i18n';
import { DecisionButtons } from '../../src/reviews/DecisionButtons';
import { DecisionMessagePanel } from '../../src/messages/DecisionMessagePanel';
import { dismissMessages, offerMessages, type MessageVendor } from '../../src/messages/decisionOffer';
import { reviewVendor } from '../../src/messages/DecisionMessage';
import { VEGETABLE_STORE_APPLICATION } from '../server/portalFixtures';
import { withRealBackend } from './vendorRender';

const backend = withRealBackend(4);
afterEach(() => act(() => dismissMessages()));
const TEMPLATE = 'Please upload clear photos of your store front and produce.';

/** Applied vendors who write in English: their portal language is unknown, so messages start in English (the demo's Tamil writers applied in Tamil). */
const applied = async (): Promise<ReviewRecord[]> =>
  (await backend.dp.getList<ReviewRecord>('reviews', { pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'ASC' }, filter: { state: 'applied' } })).data.filter(
    (vendor) => !/[\u0B80-\u0BFF]/.test(vendor.name),
  );

const ownerAuth = (dp: AppDataProvider): AuthProvider =>
  createAuthProvider({
    storage: { getItem: () => JSON.stringify({ id: 1, email: 'a@test.local', role: 'owner' }), setItem: () => undefined, removeItem: () => undefined },
    capabilities: () => dp.capabilities(),
  });

function renderWith(dp: AppDataProvider, ui: React.ReactNode) {
  return render(
    <AdminContext dataProvider={dp} i18nProvider={i18nProvider} authProvider={ownerAuth(dp)}>
      <DecisionMessagePanel />
      {ui}
      <Notification />
    </AdminContext>,
  );
}

describe('messages after a decision', () => {
  it('offers WhatsApp with the phone and the reason, Tamil, copies and records the SMS, and saves the agreement', async () => {
    const vendor = (await applied())[0];
    if (!vendor) throw new Error('the seed should have an applied vendor');
    const phone = whatsappPhone(vendor.phoneNumber);
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

    // On the page, not in a dialog: the decision dialog has gone and nothing else took the focus.
    const dialog = await screen.findByRole('status', { name: `Message ${vendor.name} about the changes needed` });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement | null);
    expect(within(dialog).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
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

    // It stays until closed.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: /^Message / })).toBeNull());
  }, 60_000);

  it('starts in the language the vendor applied in, and the admin can still switch', async () => {
    const { choices } = (await (await fetch(`${backend.url}/api/vendor/choices/vegetable`)).json()) as { choices: Record<string, string[]> };
    const phoneNumber = '9840024177';
    const applied = await fetch(`${backend.url}/api/vendor/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ta' },
      body: JSON.stringify({ ...VEGETABLE_STORE_APPLICATION, phoneNumber, name: 'Selvi Raman', business_category: choices.business_category?.[0] }),
    });
    expect(applied.status, await applied.text()).toBe(202);
    const { data } = await backend.dp.getList<ReviewRecord>('reviews', { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter: { state: 'applied', q: phoneNumber } });
    const [review] = data;
    if (!review) throw new Error('the application should be on the review desk');
    expect(await backend.dp.vendorLanguage(review.id)).toMatchObject({ language: 'ta' });

    renderWith(backend.dp, <p>queue</p>);
    act(() => offerMessages({ topic: 'approve' }, [reviewVendor(review)]));
    const panel = await screen.findByRole('status', { name: `Message ${review.name} about the approval` });
    const tamil = within(panel).getByRole('button', { name: 'Tamil' });
    await waitFor(() => expect(tamil).toHaveAttribute('aria-pressed', 'true'));
    expect(within(panel).getByText('The vendor used Tamil in the portal')).toBeInTheDocument();
    const text = () => decodeURIComponent((within(panel).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href') ?? '').split('?text=')[1] ?? '');
    expect(text()).toContain('அங்கீகரிக்கப்பட்டது');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(text()).toContain('has been approved'));
  }, 60_000);

  it('after a bulk decision offers one WhatsApp link per vendor, each recorded when used', async () => {
    const [first, second] = await applied();
    if (!first || !second) throw new Error('the seed should have two applied vendors');
    const vendors: MessageVendor[] = [reviewVendor(first), reviewVendor(second)];
    renderWith(backend.dp, <p>queue</p>);
    act(() => offerMessages({ topic: 'reject', reason: 'Duplicate application: this business is already registered.' }, vendors));
    const panel = await screen.findByRole('status', { name: 'Message the 2 vendors just refused' });
    const list = within(panel).getByRole('list', { name: 'One message per vendor' });
    for (const vendor of vendors) {
      const link = within(list).getByRole('link', { name: `Send on WhatsApp to ${vendor.name}` });
      expect(link.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${whatsappPhone(vendor.phoneNumber)}\\?text=`));
    }
    const before = (await backend.dp.vendorMessages(second.kind, second.id)).length;
    const link = within(list).getByRole('link', { name: `Send on WhatsApp to ${second.name}` });
    // jsdom does not open the new tab; the click's own handler is what records.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(await within(list).findByText('Recorded on the vendor\'s history')).toBeInTheDocument();
    const messages = await backend.dp.vendorMessages(second.kind, second.id);
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]).toMatchObject({ channel: 'whatsapp', topic: 'reject', language: 'en', phone: whatsappPhone(second.phoneNumber) });
    expect(messages[0]?.text).toContain('Duplicate application');
  }, 60_000);

  it('shows nothing against a backend without decisionMessages', async () => {
    const vendor = (await applied())[0];
    if (!vendor) throw new Error('the seed should have an applied vendor');
    const legacy: AppDataProvider = { ...backend.dp, capabilities: async () => LEGACY_CORE };
    renderWith(legacy, <p>rendered</p>);
    act(() => offerMessages({ topic: 'approve' }, [reviewVendor(vendor)]));
    expect(await screen.findByText('rendered')).toBeInTheDocument();
    // The capabilities answer has settled once the auth provider's check resolves; no offer ever appears.
    await waitFor(async () => expect(await legacy.capabilities()).toBe(LEGACY_CORE));
    expect(screen.queryByRole('status', { name: /^Message / })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
