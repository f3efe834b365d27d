// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from '../../landing/router/Router.tsx';
import { VENDOR_USER_KEY, VendorSessionProvider } from '../../landing/session/VendorSession.tsx';
import VendorPortal from '../../landing/vendor/VendorPortal.tsx';
import { FilePicker } from '../../landing/vendor/FilePicker.tsx';

const renderPortal = () =>
  render(
    <Router initialPath="/vendor">
      <VendorSessionProvider>
        <VendorPortal />
      </VendorSessionProvider>
    </Router>,
  );

/** The application form with a category chosen. */
async function openApplyForm(kind: string) {
  const user = userEvent.setup();
  renderPortal();
  const form = screen.getByRole('form', { name: 'Apply to sell' });
  await user.selectOptions(within(form).getByLabelText('Category'), kind);
  return { user, form };
}

describe('vendor forms', () => {
  afterEach(cleanup);
  beforeEach(() => window.localStorage.clear());

  it('before a category is chosen it asks only for the category, and says so when sending', async () => {
    const user = userEvent.setup();
    renderPortal();
    const form = screen.getByRole('form', { name: 'Apply to sell' });
    expect(within(form).queryByLabelText('Name')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    const category = within(form).getByLabelText('Category');
    expect(category).toHaveAccessibleDescription('Category is required');
    expect(category).toHaveFocus();
  });

  it.each([
    ['vegetable', ['City', 'Store Name', 'Location', 'Business Category', 'Service Details', 'Description'], ['Vehicle Type', 'Business Type', 'Hotel Name']],
    ['professional', ['City', 'Store Name', 'Professional Category', 'Location', 'Price', 'Service Details', 'Years of Experience', 'Description'], ['Vehicle Type', 'Business Category']],
    [
      'transport',
      ['City', 'Vehicle Type', 'Vehicle Registration Number', 'Location', 'Vehicle Model', 'Years of Driving Experience', 'Days and Hours Available', 'Business Category', 'Description'],
      ['Store Name', 'Hotel Name'],
    ],
    ['hotel', ['Hotel Name', 'Location', 'Business Type', 'Opening Time', 'Delivery Option', 'Maximum Delivery Distance', 'Closing Time'], ['Store Name', 'Vehicle Type', 'Description']],
  ])('a %s applicant gets every field the kind declares for applicants, each with its SPEC message, and focus on the first error', async (kind, shown, absent) => {
    const { user, form } = await openApplyForm(kind);
    for (const label of absent) expect(within(form).queryByLabelText(label, { exact: true }), label).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    const common: Record<string, string> = {
      Name: 'Name is required',
      'Phone Number': 'Phone Number is required',
      Email: 'Email is required',
      Password: 'Password is required',
    };
    for (const [label, message] of Object.entries(common)) {
      expect(within(form).getByLabelText(label, { exact: true }), label).toHaveAccessibleDescription(message);
    }
    // A City left at "Select a City" is told it is required, not its placeholder again.
    const special: Record<string, string> = { 'Business Type': 'Business Type must be one of Hotel, Restaurant, Cafe' };
    for (const label of shown) {
      const field = within(form).getByLabelText(label, { exact: true });
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
      expect(field, label).toHaveAccessibleDescription(special[label] ?? `${label} is required`);
    }
    expect(within(form).getByRole('checkbox', { name: 'I accept the Terms and Conditions' })).toHaveAccessibleDescription(
      'Please accept the Terms and Conditions',
    );
    expect(within(form).getByLabelText('Name')).toHaveFocus();
  });

  it('optional fields say so and are not required: a store\'s price, a hotel\'s city', async () => {
    const { form } = await openApplyForm('vegetable');
    expect(within(form).getByLabelText('Price (optional)')).not.toBeRequired();
    cleanup();
    const hotel = await openApplyForm('hotel');
    expect(within(hotel.form).getByLabelText('City (optional)')).not.toBeRequired();
    expect(within(hotel.form).getByLabelText('Hotel Name')).toBeRequired();
  });

  it('a hotel applies without a city: the optional field left empty is left out of what is sent', async () => {
    const sent: Record<string, unknown>[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url) === '/api/vendor/apply') sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      // The apply answer; the login after it is refused, so the form says the application is received.
      return String(url) === '/api/vendor/apply' ? Response.json({ message: 'received' }, { status: 202 }) : Response.json({ message: 'No' }, { status: 401 });
    });
    try {
      const { user, form } = await openApplyForm('hotel');
      const typed: Record<string, string> = {
        Name: 'Kaapi Corner', 'Phone Number': '9876501234', Email: 'kaapi@example.com', 'Hotel Name': 'Kaapi Corner', Location: '8 Temple Street',
        'Opening Time': '7 am', 'Delivery Option': 'Pick-up', 'Maximum Delivery Distance': '5 km', 'Closing Time': '10 pm', Password: 'secret-123',
      };
      for (const [label, value] of Object.entries(typed)) await user.type(within(form).getByLabelText(label, { exact: true }), value);
      await user.selectOptions(within(form).getByLabelText('Business Type'), 'Cafe');
      await user.click(within(form).getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
      expect(within(form).getByLabelText('City (optional)')).toHaveValue('');
      await user.click(within(form).getByRole('button', { name: 'Send application' }));
      // The application went out: the form gives way to its answer.
      await screen.findByRole('status');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ category: 'hotel', business_name: 'Kaapi Corner', business_type: 'Cafe' });
      expect(sent[0]).not.toHaveProperty('city');
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('hotels choose their business type: hotel, restaurant or cafe', async () => {
    const { form } = await openApplyForm('hotel');
    const type = within(form).getByLabelText('Business Type');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a Business Type', 'Hotel', 'Restaurant', 'Cafe']);
  });

  it('accepts a phone typed as +91 98765-43210 and focuses the first remaining error', async () => {
    const { user, form } = await openApplyForm('vegetable');
    await user.type(within(form).getByLabelText('Name'), 'Ravi');
    await user.type(within(form).getByLabelText('Phone Number'), '+91 98765-43210');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(within(form).getByLabelText('Phone Number')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Store Name')).toHaveFocus();
  });

  it('an error appears once a field is touched and goes when it is fixed', async () => {
    const { user, form } = await openApplyForm('professional');
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
    expect(within(form).getByLabelText('Category')).toHaveFocus();
  });

  it('a stored vendor user sees the application status and can log out', async () => {
    window.localStorage.setItem(
      VENDOR_USER_KEY,
      JSON.stringify({
        user: { id: 3, kind: 'hotel', name: 'Anu', phoneNumber: '9123456780', email: 'a@example.com', city: 'Palani', storename: 'Anu Cafe', verification: 0, created_at: '2025-01-01' },
        expiresAt: Date.now() + 60_000,
      }),
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

describe('the file picker', () => {
  afterEach(cleanup);

  it('says what is chosen in the page’s words, and the input keeps its label, its error and the form’s value', async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(<FilePicker id="doc" label="Document" name="file" showChosen error="Upload the document" onChange={(event) => picked.push(event.currentTarget.files?.[0]?.name ?? '')} />);
    const input = screen.getByLabelText('Document');
    expect(screen.getByText('Choose a file')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAccessibleDescription('No file chosen Upload the document');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File(['%PDF-1.4'], 'fssai.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription('fssai.pdf Upload the document');
    expect(picked).toEqual(['fssai.pdf']);
  });

  it('offers several files where the input takes several, and nothing chosen is said only where a form is sent later', () => {
    render(<FilePicker id="photos" label="Add photos" multiple />);
    expect(screen.getByText('Choose files')).toBeTruthy();
    expect(screen.queryByText('No file chosen')).toBeNull();
    expect(screen.getByLabelText('Add photos')).not.toHaveAttribute('aria-describedby');
  });
});
