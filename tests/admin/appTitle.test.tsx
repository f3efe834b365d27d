// @vitest-environment jsdom
/**
 * The admin's default title (what react-admin shows where a screen names none, and the browser tab after it)
 * follows the language chosen after start: `<Admin title>` holds an element that translates as it renders.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, DefaultTitleContextProvider, memoryStore, useDefaultTitle, useLocaleState } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { AppTitle } from '../../src/layout/AppTitle';

function TitleProbe() {
  const title = useDefaultTitle();
  const [, setLocale] = useLocaleState();
  return (
    <>
      <h1>{title}</h1>
      <button onClick={() => setLocale('ta')}>தமிழ்</button>
    </>
  );
}

describe('the admin title', () => {
  afterEach(async () => {
    cleanup();
    await i18nProvider.changeLocale('en');
  });

  it('is the catalogue\'s app.title in the language chosen after start', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <DefaultTitleContextProvider value={<AppTitle />}>
          <TitleProbe />
        </DefaultTitleContextProvider>
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Marketplace Admin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'சந்தை நிர்வாகம்' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
