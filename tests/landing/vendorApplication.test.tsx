// @vitest-environment jsdom
/** The signed-in portal's application: the prefilled resubmission with the reviewer's reason, and the photos with the poster. */
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalApplication } from '../../src/domain/landing.ts';
import { ResubmitForm } from '../../landing/vendor/ResubmitForm.tsx';
import { PhotosSection } from '../../landing/vendor/PhotosSection.tsx';
import { ReasonNotice } from '../../landing/vendor/ApplicationFields.tsx';

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

  it('shows a reason that names no field above the whole form', () => {
    render(<ResubmitForm token="t" application={{ ...stored, reason: 'Please call us first', reasonFields: [] }} onDone={noop} />);
    const form = screen.getByRole('form', { name: 'Correct your details and resubmit' });
    const notice = within(form).getByText('Reason from our team: Please call us first');
    expect(notice.closest('.field')).toBeNull();
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
