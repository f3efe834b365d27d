// @vitest-environment jsdom
/**
 * The own-password screen in Tamil against the real server: its labels, its button, its field errors and its
 * notification in Tamil (they were English whatever the language), then the new password works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { OwnPassword } from '../../src/admins/OwnPassword';
import { i18nProvider } from '../../src/i18n';
import { TEST_ADMIN } from '../helpers/server';
import { withRealBackend } from './vendorRender';

const backend = withRealBackend(1);

beforeAll(() => i18nProvider.changeLocale('ta'));
afterAll(() => i18nProvider.changeLocale('en'));

describe('the own-password screen in Tamil', () => {
  it('labels, field errors and the notification in Tamil; the new password logs in', { timeout: 60_000 }, async () => {
    render(
      <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
        <OwnPassword />
        <Notification />
      </AdminContext>,
    );
    const field = (label: string) => screen.getByLabelText(label, { selector: 'input', exact: false });
    const save = await screen.findByRole('button', { name: 'கடவுச்சொல்லை மாற்று' });
    const form = save.closest('form') as HTMLElement;

    fireEvent.change(field('தற்போதைய கடவுச்சொல்'), { target: { value: TEST_ADMIN.password } });
    fireEvent.change(field('புதிய கடவுச்சொல் மீண்டும்'), { target: { value: 'abd' } });
    fireEvent.change(within(form).getAllByLabelText('புதிய கடவுச்சொல்', { selector: 'input', exact: false })[0] as HTMLElement, { target: { value: 'abc' } });
    fireEvent.click(save);
    expect(await screen.findByText('குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்')).toBeTruthy();
    expect(screen.getByText('இரண்டு புதிய கடவுச்சொற்களும் வேறுபடுகின்றன')).toBeTruthy();

    fireEvent.change(within(form).getAllByLabelText('புதிய கடவுச்சொல்', { selector: 'input', exact: false })[0] as HTMLElement, { target: { value: 'puthiya-password' } });
    fireEvent.change(field('புதிய கடவுச்சொல் மீண்டும்'), { target: { value: 'puthiya-password' } });
    fireEvent.click(save);
    expect(await screen.findByText('உங்கள் கடவுச்சொல் மாற்றப்பட்டது', {}, { timeout: 10_000 })).toBeTruthy();
    const login = await fetch(`${backend.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: backend.url },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: 'puthiya-password' }),
    });
    expect(login.status).toBe(200);
  });
});
