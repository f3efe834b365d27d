// @vitest-environment jsdom
/**
 * The vendor edit form against the real server: the message under an input names what the input's label names,
 * in SPEC 5's words, for emptied inputs as for wrong ones.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import type { VendorRecord } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { professional, transport, vegetable, type VendorKindDeclaration } from '../../src/domain/vendorKinds';
import { KindEdit } from '../../src/vendorKinds/KindScreens';
import { all, firstOf, renderInDataRouter, withRealBackend } from './vendorRender';

const backend = withRealBackend(2);

async function openEdit(kind: VendorKindDeclaration) {
  const vendor = firstOf((await backend.dp.getList<VendorRecord>(kind.resource, { ...all, filter: { verified: true } })).data, `a ${kind.kind}`);
  renderInDataRouter(
    <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
      <Routes>
        <Route
          path={`/${kind.resource}/:id`}
          element={
            <ResourceContextProvider value={kind.resource}>
              <KindEdit kind={kind} />
            </ResourceContextProvider>
          }
        />
      </Routes>
    </AdminContext>,
    `/${kind.resource}/${vendor.id}`,
  );
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(vendor.name));
  return userEvent.setup();
}

/** Types `text` (nothing: empties it) into the input labelled `label`, leaves it, and returns its message. */
async function messageAfter(user: ReturnType<typeof userEvent.setup>, label: string, text: string): Promise<string> {
  const input = screen.getByLabelText(label, { exact: true });
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.tab();
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

// The first test also loads react-admin's form modules, which takes seconds on a busy machine.
describe('vendor edit form messages', { timeout: 60_000 }, () => {
  it('Reviews: "-1" is below the minimum, empty is required', async () => {
    const user = await openEdit(vegetable);
    expect(await messageAfter(user, 'Reviews', '-1')).toBe('Minimum rating is 0');
    expect(await messageAfter(user, 'Reviews', '')).toBe('Reviews is required');
    expect(await messageAfter(user, 'Shop Number', '')).toBe('Shop Number is required');
  });

  it('Years of Experience empty is required, not "must be a whole number"', async () => {
    const user = await openEdit(professional);
    expect(await messageAfter(user, 'Years of Experience', '')).toBe('Years of Experience is required');
  });

  it('transport: the message names the input\'s own label', async () => {
    const user = await openEdit(transport);
    expect(await messageAfter(user, 'Years of Driving Experience', '')).toBe('Years of Driving Experience is required');
    expect(await messageAfter(user, 'Location', '')).toBe('Location is required');
  });
});
