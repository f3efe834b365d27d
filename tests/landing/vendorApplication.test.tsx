// @vitest-environment jsdom
/** The signed-in portal's application: the prefilled resubmission with the reviewer's reason, and the photos with the poster. */
import { cleanup, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalApplication } from '../../src/domain/landing.ts';
import { ResubmitForm } from '../../landing/vendor/ResubmitForm.tsx';
import { PhotosSection } from '../../landing/vendor/PhotosSection.tsx';
import { ReasonNotice } from '../../landing/vendor/ApplicationFields.tsx';
import VendorPortal from '../../landing/vendor/VendorPortal.tsx';
import { Router } from '../../landing/router/Router.tsx';
import { VendorSessionProvider } from '../../landing/session/VendorSession.tsx';
import { PAN } from '../../src/domain/compliance/requirements.ts';
import { COMPLIANCE_PATHS, type RequirementStatus } from '../../src/domain/compliance/documents.ts';

const stored: PortalApplication = {
  category: 'vegetable',
  values: {
    name: 'Kavitha Raman',
    storename: 'Kavitha Greens',
    location: '12 Big Bazaar Street',
    city: 'Dindigul',
    email: 'kavitha@example.com',
    business_category: 'Leafy Greens',
    price: '30 per bunch',
    serviceDetails: 'Door delivery',
    description: 'Fresh greens every morning',
  },
  images: [
    { name: 'a.jpg', url: '/vegetablestoreimages/a.jpg', thumbnail: '/vegetablestoreimages/a-t.jpg' },
    { name: 'b.jpg', url: '/vegetablestoreimages/b.jpg', thumbnail: '/vegetablestoreimages/b-t.jpg' },
  ],
  poster: 'b.jpg',
  state: 'changes_requested',
  reason: 'Service Details are too short',
  reasonFields: ['serviceDetails'],
  editable: true,
};

const noop = () => undefined;

describe('the prefilled application after "changes requested"', () => {
  afterEach(cleanup);

  it('opens with everything stored, Description included, and no phone or password to retype', () => {
    render(<ResubmitForm token="t" application={stored} onDone={noop} />);
    const form = screen.getByRole('form', { name: 'Correct your details and resubmit' });
    expect(within(form).getByLabelText('Description')).toHaveValue('Fresh greens every morning');
    expect(within(form).getByLabelText('Store Name')).toHaveValue('Kavitha Greens');
    expect(within(form).getByLabelText('Location')).toHaveValue('12 Big Bazaar Street');
    expect(within(form).getByLabelText('City')).toHaveValue('Dindigul');
    expect(within(form).getByRole('option', { name: 'Pollachi' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Business Category')).toHaveValue('Leafy Greens');
    expect(within(form).getByLabelText('Service Details')).toHaveValue('Door delivery');
    expect(within(form).queryByLabelText('Password')).toBeNull();
    expect(within(form).queryByLabelText('Phone Number')).toBeNull();
  });

  it('shows the reason above the field it names, not above the form', () => {
    render(<ResubmitForm token="t" application={stored} onDone={noop} />);
    const form = screen.getByRole('form', { name: 'Correct your details and resubmit' });
    const notices = within(form).getAllByText('Reason from our team: Service Details are too short');
    expect(notices).toHaveLength(1);
    const field = within(form).getByLabelText('Service Details').closest('.field');
    expect(field).toContainElement(notices[0] as HTMLElement);
  });

  it('leaves a reason that names no field to the status above it', () => {
    render(<ResubmitForm token="t" application={{ ...stored, reason: 'Please call us first', reasonFields: [] }} onDone={noop} />);
    const form = screen.getByRole('form', { name: 'Correct your details and resubmit' });
    expect(within(form).queryByText('Reason from our team: Please call us first')).toBeNull();
  });
});

describe('the signed-in vendor after "changes requested"', () => {
  afterEach(cleanup);
  afterEach(() => vi.restoreAllMocks());
  // The session a sign-in stores would sign the next test in.
  beforeEach(() => window.localStorage.clear());

  const user = { id: 7, kind: 'vegetable', name: 'Kavitha Raman', phoneNumber: '9876501234', email: 'kavitha@example.com', city: 'Dindigul', storename: 'Kavitha Greens', verification: 0, created_at: '2025-01-01' };
  const uploadedPan: RequirementStatus = {
    requirement: PAN, status: 'rejected', id: 3, number: 'ABCPK1234F', licence_type: null, expires_on: null, expired: false, file_type: 'pdf',
    uploaded_at: '2025-01-02', decided_at: '2025-01-03', reason: 'Blurred', warnings: [], problem: null, application_number: null,
  };

  async function signIn(application: PortalApplication) {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      const path = String(url);
      if (path === '/api/vendor/login') return Response.json({ user, token: 'token-1' });
      if (path === '/api/vendor/me') return Response.json({ user });
      if (path === '/api/vendor/application') return Response.json(application);
      if (path.startsWith('/api/vendor/choices/')) return Response.json({ choices: {} });
      if (path === COMPLIANCE_PATHS.vendorDocuments) return Response.json({ requirements: [uploadedPan] });
      return Response.json({ message: 'Not found' }, { status: 404 });
    });
    const typist = userEvent.setup();
    render(
      <Router initialPath="/vendor">
        <VendorSessionProvider>
          <VendorPortal />
        </VendorSessionProvider>
      </Router>,
    );
    const login = screen.getByRole('form', { name: 'Vendor login' });
    await typist.selectOptions(within(login).getByLabelText('Category'), 'vegetable');
    await typist.type(within(login).getByLabelText('Phone Number'), user.phoneNumber);
    await typist.type(within(login).getByLabelText('Password'), 'secret-123');
    await typist.click(within(login).getByRole('button', { name: 'Log in' }));
    return screen.findByRole('form', { name: 'Correct your details and resubmit' });
  }

  it('shows the team\'s reason beside the status, before the form, even when it is about the photos', async () => {
    const form = await signIn({ ...stored, reason: 'The photos are blurred', reasonFields: ['photos'] });
    const notices = screen.getAllByText('Reason from our team: The photos are blurred');
    expect(notices).toHaveLength(1);
    const notice = notices[0] as HTMLElement;
    // Right after the status and its hint, and before the form (DOCUMENT_POSITION_FOLLOWING: the form comes after).
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(screen.getByTestId('application-status')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Photos' })).not.toContainElement(notice);
  });

  it('draws "Upload a new version" of a document as the button it is', async () => {
    await signIn(stored);
    const toggle = await screen.findByText('Upload a new version');
    expect(toggle.tagName).toBe('SUMMARY');
    expect(toggle).toHaveClass('button');
  });
});

describe('photos and the poster', () => {
  afterEach(cleanup);

  it('shows each photo as a thumbnail with the chosen poster marked, the reason about photos above them', () => {
    render(
      <PhotosSection token="t" photos={stored} editable onChange={noop} notice={<ReasonNotice reason="The photos are blurred" />} />,
    );
    const section = screen.getByRole('region', { name: 'Photos' });
    expect(within(section).getByText('Reason from our team: The photos are blurred')).toBeInTheDocument();
    expect(within(section).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/vegetablestoreimages/a-t.jpg', '/vegetablestoreimages/b-t.jpg']);
    expect(within(section).getByRole('radio', { name: 'Poster: photo 2' })).toBeChecked();
    expect(within(section).getByRole('radio', { name: 'Poster: photo 1' })).not.toBeChecked();
    expect(within(section).getByLabelText('Add photos')).toHaveAttribute('multiple');
    expect(within(section).getByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
  });

  it('a decided application shows its photos without changes', () => {
    render(<PhotosSection token="t" photos={stored} editable={false} onChange={noop} />);
    const section = screen.getByRole('region', { name: 'Photos' });
    expect(within(section).queryByLabelText('Add photos')).toBeNull();
    expect(within(section).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(section).getByRole('radio', { name: 'Poster: photo 1' })).toBeDisabled();
  });
});
