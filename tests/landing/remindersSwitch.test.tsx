// @vitest-environment jsdom
/**
 * The portal's document reminders switch against the real server, in English and Tamil: a native form (POST with the
 * session token hidden, so it works without script) that the script submits in place; the server keeps the choice.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RemindersSection } from '../../landing/vendor/RemindersSection.tsx';
import { Router } from '../../landing/router/Router.tsx';
import { en } from '../../landing/i18n/en.ts';
import { ta } from '../../landing/i18n/ta.ts';
import { remindersOn } from '../../server/repositories/messagePreferences.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { FIXTURE_PASSWORD, createVendor } from '../server/vendorFixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, server.url), init));
});
afterEach(cleanup);
afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
});

async function loggedIn() {
  const { userId, phoneNumber } = await createVendor(server, 'hotel', { documents: false });
  const login = await server.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { category: 'hotel', phoneNumber, password: FIXTURE_PASSWORD } });
  return { userId, token: (login.json() as { token: string }).token };
}

describe('the reminders switch', () => {
  for (const [language, catalogue, path, action] of [
    ['English', en, '/vendor', '/api/vendor/preferences'],
    ['Tamil', ta, '/ta/vendor', '/api/vendor/preferences?lang=ta'],
  ] as const) {
    it(`is a plain form that turns reminders off, in ${language}`, async () => {
      const { userId, token } = await loggedIn();
      render(
        <Router initialPath={path}>
          <RemindersSection token={token} />
        </Router>,
      );
      const box = screen.getByLabelText(catalogue.vendor.reminders.label);
      const form = box.closest('form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(action);
      expect(form?.querySelector<HTMLInputElement>('input[type=hidden][name=token]')?.value).toBe(token);
      expect(box).toBeChecked();
      fireEvent.click(box);
      fireEvent.click(screen.getByRole('button', { name: catalogue.vendor.reminders.save }));
      await screen.findByText(catalogue.vendor.reminders.saved, undefined, { timeout: 10_000 });
      expect(await remindersOn(server.app.db, userId)).toBe(false);
    });
  }
});
