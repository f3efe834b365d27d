// @vitest-environment jsdom
/** The login page with the real authProvider against a real server: field errors, the failure dialog, the success dialog. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider';
import { i18nProvider } from '../../src/i18n';
import { LoginPage } from '../../src/login/LoginPage';
import { LoginAnnouncement } from '../../src/layout/LoginAnnouncement';
import { cookieFetch } from '../helpers/apiClient';
import { TEST_ADMIN } from '../helpers/server';
import { startServerProcess, type ServerProcess } from './serverProcess';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess(0);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});
afterAll(() => server?.stop());

function renderLogin() {
  const authProvider = createAuthProvider({ origin: server.url, fetch: cookieFetch().fetch });
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <LoginPage />
      <Notification />
    </AdminContext>,
  );
}

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('shows the heading, the disabled Register link, and field errors once a field was touched', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Hello Admin !' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Username'));
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('answers a wrong password with the "Invalid credentials" dialog', async () => {
    renderLogin();
    await submit(TEST_ADMIN.email, 'not-the-password');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('Invalid credentials')).toBeInTheDocument();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });

  it('answers the right password with the "Login Successful" dialog (SPEC 8) over the screen it opens, and keeps the admin user', async () => {
    renderLogin();
    await submit(TEST_ADMIN.email, TEST_ADMIN.password);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('adminUser') ?? 'null')).toMatchObject({ email: TEST_ADMIN.email }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The admin's layout mounts on the screen the login opened, and shows the dialog there.
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <LoginAnnouncement />
      </AdminContext>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Login Successful')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('LoginPage, locked out by the login throttle', () => {
  // A server of its own: its throttle keeps this address locked out, which would fail the other tests' logins.
  let throttled: ServerProcess;
  beforeAll(async () => {
    throttled = await startServerProcess(0);
  });
  afterAll(() => throttled?.stop());

  it('shows the server\'s words (429), not "Invalid credentials", even for the right password', async () => {
    // LOGIN_RATE_LIMIT (10 by default) failed tries from this address; the next try is refused with 429.
    let answer: Response | undefined;
    for (let tries = 0; tries < 50 && answer?.status !== 429; tries++) {
      answer = await fetch(`${throttled.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: TEST_ADMIN.email, password: 'not-the-password' }),
      });
    }
    expect(answer?.status).toBe(429);
    const authProvider = createAuthProvider({ origin: throttled.url, fetch: cookieFetch().fetch });
    render(
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <LoginPage />
      </AdminContext>,
    );
    await submit(TEST_ADMIN.email, TEST_ADMIN.password);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Too many failed logins; try again in \d+ s$/);
    expect(within(dialog).queryByText('Invalid credentials')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });
});
