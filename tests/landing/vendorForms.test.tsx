// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from '../../landing/router/Router.tsx';
import { VENDOR_USER_KEY, VendorSessionProvider } from '../../landing/session/VendorSession.tsx';
import VendorPortal from '../../landing/vendor/VendorPortal.tsx';

const renderPortal = () =>
  render(
    <Router initialPath="/vendor">
      <VendorSessionProvider>
        <VendorPortal />
      </VendorSessionProvider>
    </Router>,
  );

describe('vendor forms', () => {
  afterEach(cleanup);
  beforeEach(() => window.localStorage.clear());

  it('the application form shows the SPEC section 5 message under every invalid field', async () => {
    const user = userEvent.setup();
    renderPortal();
    const form = screen.getByRole('form', { name: 'Apply to sell' });
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    const expected: Record<string, string> = {
      Category: 'Category is required',
      Name: 'Name is required',
      'Store Name': 'Store Name is required',
      'Phone Number': 'Phone Number must be exactly 10 digits',
      Email: 'Email is required',
      Address: 'Address is required',
      City: 'Select a City',
      Description: 'Description is required',
      Password: 'Password is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = within(form).getByLabelText(label, { exact: true });
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      expect(field, label).toHaveAccessibleDescription(message);
    }
  });

  it('an error appears once a field is touched and goes when it is fixed', async () => {
    const user = userEvent.setup();
    renderPortal();
    const form = screen.getByRole('form', { name: 'Apply to sell' });
    const email = within(form).getByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Invalid email address');
    await user.clear(email);
    await user.type(email, 'shop@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('the login form asks for category, a 10-digit phone and the password', async () => {
    const user = userEvent.setup();
    renderPortal();
    const form = screen.getByRole('form', { name: 'Vendor login' });
    await user.type(within(form).getByLabelText('Phone Number'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(within(form).getByLabelText('Category')).toHaveAccessibleDescription('Category is required');
    expect(within(form).getByLabelText('Phone Number')).toHaveAccessibleDescription('Phone Number must be exactly 10 digits');
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('a stored vendor user sees the application status and can log out', async () => {
    window.localStorage.setItem(
      VENDOR_USER_KEY,
      JSON.stringify({ id: 3, kind: 'hotel', name: 'Anu', phoneNumber: '9123456780', email: 'a@example.com', city: 'Palani', storename: 'Anu Cafe', verification: 0, created_at: '2025-01-01' }),
    );
    const user = userEvent.setup();
    renderPortal();
    expect(screen.getByRole('heading', { name: 'Welcome, Anu' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Hotel, restaurant or cafe')).toBeInTheDocument();
    expect(screen.getByText('Log in again to refresh this status.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(window.localStorage.getItem(VENDOR_USER_KEY)).toBeNull();
    expect(screen.getByRole('form', { name: 'Vendor login' })).toBeInTheDocument();
  });
});
