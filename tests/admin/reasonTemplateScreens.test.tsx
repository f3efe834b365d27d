// @vitest-environment jsdom
/**
 * The reason templates' screens, loaded as their own chunk on first visit (src/reasonTemplates/index.tsx), against
 * the real server through the real data provider: the list shows a template by its decision's name and text; the
 * create screen offers the decision and the text.
 */
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { reasonTemplates } from '../../src/reasonTemplates';
import { withRealBackend } from './vendorRender';

const backend = withRealBackend(1);

function renderScreen(Screen: ComponentType | undefined) {
  if (!Screen) throw new Error('the resource should declare this screen');
  return render(
    <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={reasonTemplates.name}>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('reason templates screens (lazy)', () => {
  it('lists a template by its decision and text', async () => {
    await backend.dp.create('reason-templates', { data: { action: 'request_changes', text: 'Please upload a clearer shop photo' } });
    renderScreen(reasonTemplates.list as ComponentType);
    expect(await screen.findByText('Please upload a clearer shop photo')).toBeTruthy();
    expect(screen.getAllByText(i18nProvider.translate('app.review.actions.request_changes')).length).toBeGreaterThan(0);
  });

  it('offers the decision and the text on the create screen', async () => {
    renderScreen(reasonTemplates.create as ComponentType);
    expect(await screen.findByRole('textbox', { name: /text/i })).toBeTruthy();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
  });
});
