// @vitest-environment jsdom
/** The vendor page's documents panel over the real server and its demo documents (capability `compliance`). */
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, type AuthProvider } from 'react-admin';
import type { VendorRecord } from '../../src/dataProvider';
import { createAuthProvider } from '../../src/authProvider';
import { DocumentsPanel } from '../../src/compliance/DocumentsPanel';
import { i18nProvider } from '../../src/i18n';
import { accessOf, vendorDocuments } from '../../src/domain/resources';
import { ROLE_PERMISSIONS, type Role } from '../../src/domain/roles';
import { DEMO_VENDOR_PASSWORD } from '../../server/db/seed/demo';
import { all, firstOf, renderVendorPiece, withRealBackend } from './vendorRender';
import { roleAuth } from './roleAuth';

const backend = withRealBackend(4);

/** A vegetable vendor's panel as the admin this auth provider knows. */
const renderPanelAs = (authProvider: AuthProvider, vendor: VendorRecord) =>
  render(
    <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider} authProvider={authProvider}>
      <RecordContextProvider value={vendor}>
        <DocumentsPanel resource="vegetableVendors" />
      </RecordContextProvider>
    </AdminContext>,
  );

describe('DocumentsPanel', () => {
  it('shows each requirement with its document, and rejects one with a reason the vendor will see', { timeout: 60_000 }, async () => {
    const vendors = (await backend.dp.getList<VendorRecord>('vegetableVendors', { ...all, filter: { verified: false } })).data;
    const vendor = firstOf(vendors, 'an unverified vegetable vendor');
    renderVendorPiece(backend.dp, vendor, <DocumentsPanel resource="vegetableVendors" />);

    const fssai = await screen.findByRole('article', { name: 'FSSAI licence' }, { timeout: 20_000 });
    expect(within(fssai).getByText('Accepted')).toBeInTheDocument();
    expect(within(fssai).getByText(/^FSSAI number: \d{14}$/)).toBeInTheDocument();
    expect(within(fssai).getByTitle('FSSAI licence (document preview)')).toHaveAttribute('src', expect.stringMatching(/\/api\/admin\/documents\/\d+\/file$/));
    expect(screen.getByRole('article', { name: 'PAN card' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(fssai).getByRole('button', { name: 'Reject document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject FSSAI licence' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject document' });
    // Without a reason nothing is sent: the field says one is required.
    await user.click(confirm);
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.paste('The licence number is not readable');
    await user.click(confirm);

    expect(await screen.findByText('Document rejected', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'FSSAI licence' })).getByText('Rejected')).toBeInTheDocument());
    expect(screen.getByText('Reason: The licence number is not readable')).toBeInTheDocument();
    expect(await screen.findByText('Approval needs: FSSAI licence was rejected')).toBeInTheDocument();
    const [status] = (await backend.dp.vendorDocuments(vendor.user_id)).filter((s) => s.requirement.id === 'fssai');
    expect(status).toMatchObject({ status: 'rejected', reason: 'The licence number is not readable' });
  });
});

describe('DocumentsPanel for a role that may not open document files', () => {
  it('shows a sentence in the admin\'s language instead of a preview the server would refuse', { timeout: 60_000 }, async () => {
    const vendors = (await backend.dp.getList<VendorRecord>('vegetableVendors', { ...all, filter: { verified: false } })).data;
    const vendor = firstOf(vendors, 'an unverified vegetable vendor');
    const admin = JSON.stringify({ id: 1, email: 'viewer@test.local', role: 'viewer' });
    const storage = { getItem: () => admin, setItem: () => undefined, removeItem: () => undefined };
    const authProvider = createAuthProvider({ storage, capabilities: () => backend.dp.capabilities() });
    const { container } = renderPanelAs(authProvider, vendor);
    const fssai = await screen.findByRole('article', { name: 'FSSAI licence' }, { timeout: 20_000 });
    expect(await within(fssai).findByText('A file was uploaded. Your role cannot open document files; a reviewer or an owner can.')).toBeInTheDocument();
    expect(within(fssai).getByText(/^FSSAI number: \d{14}$/)).toBeInTheDocument();
    expect(container.querySelector('iframe, img')).toBeNull();
    expect(within(fssai).queryByRole('link')).toBeNull();
    expect(within(fssai).queryByRole('button', { name: 'Accept document' })).toBeNull();
  });
});

describe('DocumentsPanel: the waiver', () => {
  it.each<Role>(['reviewer', 'owner'])('%s: offered only with the declared manage permission of vendor documents', { timeout: 60_000 }, async (role) => {
    const vendor = firstOf((await backend.dp.getList<VendorRecord>('vegetableVendors', { ...all, filter: { verified: false } })).data, 'an unverified vegetable vendor');
    const { provider } = roleAuth(backend.dp, role);
    const asked = new Set<string>();
    const canAccess = provider.canAccess?.bind(provider);
    const authProvider: AuthProvider = {
      ...provider,
      canAccess: async (params) => {
        const answer = (await canAccess?.(params)) ?? false;
        asked.add(`${params.action} ${params.resource}`);
        return answer;
      },
    };
    renderPanelAs(authProvider, vendor);
    const fssai = await screen.findByRole('article', { name: 'FSSAI licence' }, { timeout: 20_000 });
    await waitFor(() => expect(asked.has(`manage ${vendorDocuments.name}`)).toBe(true), { timeout: 20_000 });
    await act(async () => undefined);
    const mayWaive = ROLE_PERMISSIONS[role].includes(accessOf(vendorDocuments, 'manage'));
    expect(within(fssai).queryByRole('button', { name: 'Waive requirement' }) !== null).toBe(mayWaive);
  });
});

describe('DocumentsPanel flags', () => {
  it("an RC whose number is not the application's vehicle number, in the admin's words", { timeout: 60_000 }, async () => {
    const vendor = firstOf((await backend.dp.getList<VendorRecord>('transports', { ...all, filter: { verified: false } })).data, 'an unverified transport provider');
    const login = await fetch(`${backend.url}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ category: 'transport', phoneNumber: vendor.phoneNumber, password: DEMO_VENDOR_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // Written out by hand: jsdom's FormData is not one Node's fetch can send.
    const boundary = 'rc-upload-boundary';
    const part = (name: string, value: string, file = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/pdf` : ''}\r\n\r\n${value}\r\n`;
    const body = `${part('requirement', 'rc')}${part('number', 'TN 99 ZZ 9999')}${part('expires_on', '2099-12-31')}${part('file', '%PDF-1.4\n%%EOF\n', 'rc.pdf')}--${boundary}--\r\n`;
    const upload = await fetch(`${backend.url}/api/vendor/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);

    renderVendorPiece(backend.dp, vendor, <DocumentsPanel resource="transports" />);
    const rc = await screen.findByRole('article', { name: 'Registration certificate (RC)' }, { timeout: 20_000 });
    expect(within(rc).getByText('The number differs from the one given in the application')).toBeInTheDocument();
    expect(within(rc).getByText('Vehicle registration number: TN99ZZ9999')).toBeInTheDocument();
  });
});
