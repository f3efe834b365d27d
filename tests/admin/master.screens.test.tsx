// @vitest-environment jsdom
/** Whole master-data screens in jsdom over the real data provider and server: lists load, writes reach the server. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRequestRecord, TransportCategoryRecord, VegetableCategoryRecord } from '../../src/dataProvider';
import { ListContextProvider, ResourceContextProvider, useList, type RaRecord } from 'react-admin';
import { CallRequestList, CallRequestTable } from '../../src/callRequests/CallRequestList';
import { NotesEditingProvider } from '../../src/callRequests/NotesEditingContext';
import { capitalise } from '../../src/master/ImageCard';
import { MasterHome } from '../../src/master/MasterHome';
import { VegetableCategoryList } from '../../src/vegetableCategories/VegetableCategoryList';
import { allRecords, masterSuite, renderInAdmin, TransportCategoryList } from './masterRender';

const master = masterSuite();

describe('master home', () => {
  it('links every tile to a screen', () => {
    renderInAdmin(master.dataProvider, <MasterHome />);
    expect(screen.getByRole('heading', { name: 'Create Category For Vendors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vegetables' })).toHaveAttribute('href', expect.stringContaining('/vegetableCategories'));
    expect(screen.getByRole('link', { name: 'Professionals' })).toHaveAttribute('href', expect.stringContaining('/professionalCategories'));
    expect(screen.getByRole('link', { name: 'Transport' })).toHaveAttribute('href', expect.stringContaining('/transportCategories'));
  });
});

describe('vegetable category grid', () => {
  it('shows every category as a card and toggles active on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { data: categories } = await master.dataProvider.getList<VegetableCategoryRecord>('vegetableCategories', allRecords);
    const target = categories.find((c) => c.active === 1);
    if (!target) throw new Error('the demo seed should have an active vegetable category');
    const name = capitalise(target.vegcategory);
    renderInAdmin(master.dataProvider, <VegetableCategoryList />);
    expect(await screen.findAllByRole('article')).toHaveLength(categories.length);
    const toggle = screen.getByRole('switch', { name: `${name} active` });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(`${name} is now inactive`, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: `${name} active` })).not.toBeChecked());
    const { data: after } = await master.dataProvider.getList<VegetableCategoryRecord>('vegetableCategories', allRecords);
    expect(after.find((c) => c.id === target.id)?.active).toBe(0);
  }, 60_000);
});

describe('transport categories table', () => {
  it('lists the categories with Edit and Delete', async () => {
    renderInAdmin(master.dataProvider, <TransportCategoryList />);
    const table = await screen.findByRole('table', { name: 'Add Categories to Transport' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
  });

  it('deletes a category behind the "Delete category" confirmation, and the server no longer has it', async () => {
    const user = userEvent.setup({ delay: null });
    const { data: created } = await master.dataProvider.create<TransportCategoryRecord>('transportCategories', { data: { vehicleCategory: 'Jsdom Rickshaw' } });
    renderInAdmin(master.dataProvider, <TransportCategoryList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Jsdom Rickshaw' }, { timeout: 10_000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(within(confirm).getByText('Are you sure you want to delete the category "Jsdom Rickshaw"?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jsdom Rickshaw' })).not.toBeInTheDocument());
    const { data: after } = await master.dataProvider.getList<TransportCategoryRecord>('transportCategories', allRecords);
    expect(after.map((c) => c.id)).not.toContain(created.id);
  }, 60_000);
});

describe('call requests', () => {
  it('edits notes in place and the server keeps them', async () => {
    const user = userEvent.setup({ delay: null });
    renderInAdmin(master.dataProvider, <CallRequestList />);
    const rows = await screen.findAllByRole('row');
    const row = rows[1];
    if (!row) throw new Error('the demo seed should have call requests');
    const id = within(row).getAllByRole('cell')[0]?.textContent ?? '';
    await user.click(within(row).getByRole('button', { name: /^(Add Notes|Edit notes)/ }));
    const input = within(row).getByRole('textbox', { name: `Notes for call request ${id}` });
    await user.clear(input);
    await user.type(input, 'Wants a call on Monday');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(row).getByText('Wants a call on Monday')).toBeInTheDocument();
    const { data } = await master.dataProvider.getList<CallRequestRecord>('callRequests', allRecords);
    expect(data.find((c) => String(c.id) === id)?.notes).toBe('Wants a call on Monday');
  }, 60_000);
});

/** The call-request table over a fixed list of records (the `source` extension is not in the legacy contract). */
function CallRequestsOf({ data }: { data: RaRecord[] }) {
  const list = useList({ data, resource: 'callRequests' });
  return (
    <ResourceContextProvider value="callRequests">
      <NotesEditingProvider>
        <ListContextProvider value={list}>
          <CallRequestTable />
        </ListContextProvider>
      </NotesEditingProvider>
    </ResourceContextProvider>
  );
}

describe('call request source', () => {
  const base = { phone_number: '9876543210', notes: null, created_at: '2026-01-05T10:00:00Z' };

  it('shows a Source column when a record carries one', async () => {
    renderInAdmin(master.dataProvider, <CallRequestsOf data={[{ ...base, id: 1, source: 'Website enquiry' }, { ...base, id: 2 }]} />);
    expect(await screen.findByRole('columnheader', { name: 'Source' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Website enquiry' })).toBeInTheDocument();
  });

  it('has no Source column when no record carries one', async () => {
    renderInAdmin(master.dataProvider, <CallRequestsOf data={[{ ...base, id: 1 }]} />);
    await screen.findByRole('columnheader', { name: 'Phone Number' });
    expect(screen.queryByRole('columnheader', { name: 'Source' })).not.toBeInTheDocument();
  });
});
