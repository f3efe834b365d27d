/**
 * Renders master-data components inside react-admin's AdminContext, over the real data provider pointed at a
 * real server (startServer), with the master messages and a visible <Notification>.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import englishMessages from 'ra-language-english';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification, mergeTranslations, type TranslationMessages } from 'react-admin';
import { createDataProvider, type AppDataProvider } from '../../src/dataProvider';
import { masterMessages } from '../../src/master/messages';
import { cookieFetch } from '../helpers/apiClient';
import type { TestServer } from '../helpers/server';

const messages = mergeTranslations(englishMessages, masterMessages) as TranslationMessages;
export const i18nProvider = polyglotI18nProvider(() => messages, 'en');

export async function dataProviderFor(server: TestServer): Promise<AppDataProvider> {
  const client = cookieFetch(await server.login());
  return createDataProvider({ origin: server.url, fetch: client.fetch });
}

export function renderInAdmin(dataProvider: AppDataProvider, ui: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {ui}
      <Notification />
    </AdminContext>,
  );
}
