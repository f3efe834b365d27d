// @vitest-environment jsdom
/**
 * The shared reason dialog (src/layout/ReasonDialog.tsx) of decisions, stories and documents: a labelled field,
 * required or optional; confirming without a required reason says so in the field and does not confirm; the
 * reason templates are offered to pick from; the reason is given trimmed; an optional blank one as undefined.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { ReasonDialog, type ReasonDialogProps } from '../../src/layout/ReasonDialog';

afterEach(cleanup);

function renderDialog(props: Partial<ReasonDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ReasonDialog open title="Hide the story by Kavitha Greens?" label="Reason" required confirm="Hide" onConfirm={onConfirm} onClose={onClose} {...props} />
    </AdminContext>,
  );
  return { onConfirm, onClose, dialog: screen.getByRole('dialog', { name: props.title ?? 'Hide the story by Kavitha Greens?' }) };
}

describe('ReasonDialog', () => {
  it('a required reason: the field says it is missing, nothing is confirmed; then the trimmed reason', async () => {
    const { onConfirm, dialog } = renderDialog({ help: 'Kept in the audit log' });
    const field = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(field).toBeRequired();
    expect(field).toHaveFocus();
    expect(within(dialog).getByText('Kept in the audit log')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('A reason is required');
    await user.type(field, '  Shows a phone number  ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(onConfirm).toHaveBeenCalledWith('Shows a phone number');
  });

  it('offers the templates to pick, keeps the caller\'s own missing text, and cancels', async () => {
    const templates = ['Please upload clear photos of your store front and produce.', 'Your phone number or address is incomplete; please correct it.'];
    const { onConfirm, onClose, dialog } = renderDialog({ title: 'Request changes: Kavitha Greens', label: 'Reason (required)', confirm: 'Request changes', templates, missing: 'A reason is required for this decision' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(within(dialog).getByText('A reason is required for this decision')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: templates[1] }));
    await user.click(within(dialog).getByRole('button', { name: 'Request changes' }));
    expect(onConfirm).toHaveBeenCalledWith(templates[1]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('an optional reason left blank confirms without one; the length is capped', async () => {
    const { onConfirm, dialog } = renderDialog({ required: false, label: 'Reason (optional)', confirm: 'Approve', maxLength: 5 });
    const field = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(field).not.toBeRequired();
    expect(field).toHaveAttribute('maxlength', '5');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
