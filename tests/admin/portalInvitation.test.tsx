// @vitest-environment jsdom
/**
 * "Invite to the portal" on the call desk against the real server through the real data provider: the link made
 * with the conversion, its WhatsApp message in English or Tamil, and a new link that retires the previous one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { CallDeskEdit } from '../../src/callDesk/CallDeskEdit';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { dataProviderFor } from './vendorRender';

let server: ServerProcess;
let dp: AppDataProvider;
beforeAll(async () => {
  server = await startServerProcess(0);
  dp = await dataProviderFor(server);
});
afterEach(cleanup);
afterAll(() => server?.stop());

async function convertedEnquiry(name: string, phoneNumber: string) {
  const res = await fetch(`${server.url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
    body: JSON.stringify({ name, business: `${name} Stores`, phoneNumber, city: 'Palani', needs: 'Wants to sell vegetables' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const redeem = (token: string) =>
  fetch(`${server.url}/api/vendor/invitation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.2' },
    body: JSON.stringify({ token, password: 'green-leaves', confirmPassword: 'green-leaves' }),
  });

function renderDesk(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dp} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="calldesk">
          <Routes>
            <Route path="/calldesk/:id" element={<CallDeskEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const linkField = () => screen.findByLabelText<HTMLInputElement>('Invitation link');
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('portal invitation on the call desk', () => {
  it('shows the link made with the conversion, with the WhatsApp message in English or Tamil', async () => {
    const id = await convertedEnquiry('Valli', '9811100021');
    renderDesk(`/calldesk/${id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Vendor kind' }));
    await user.click(await screen.findByRole('option', { name: /Vegetable/ }));
    await user.click(screen.getByRole('button', { name: 'Convert to application' }));
    await user.click(await screen.findByRole('button', { name: /confirm/i }));

    const field = await linkField();
    expect(field.value).toMatch(new RegExp(`^${window.location.origin}/vendor/invite\\?token=[\\w-]{40,}$`));
    const whatsApp = screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href') ?? '';
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/919811100021\?text=/);
    expect(new URL(whatsApp).searchParams.get('text')).toContain(field.value);
    expect(new URL(whatsApp).searchParams.get('text')).toMatch(/^Hello Valli,/);

    await user.click(screen.getByRole('radio', { name: 'Tamil' }));
    await waitFor(() => expect(field.value).toContain('/ta/vendor/invite?token='));
    const tamil = new URL(screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(tamil).toMatch(/^வணக்கம் Valli,/);
    expect(tamil).toContain(field.value);
    expect(await screen.findByText(/Invitation to the portal issued/)).toBeInTheDocument();
  });

  it('on a converted request makes a new link on demand, and the previous one stops working', async () => {
    const id = await convertedEnquiry('Chitra', '9811100022');
    const first = (await dp.convertCallRequest(id, 'vegetable')).invitation?.token ?? '';
    expect(first).not.toBe('');
    renderDesk(`/calldesk/${id}`);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Invitation link')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Invite to the portal' }));
    const field = await linkField();
    expect(tokenOf(field.value)).not.toBe(first);
    expect((await redeem(first)).status).toBe(410);
    expect((await redeem(tokenOf(field.value))).status).toBe(200);
  });
});
