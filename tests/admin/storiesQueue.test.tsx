// @vitest-environment jsdom
/** The stories queue over the real server's demo stories (capability `storyModeration`): hide with a reason, unhide. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/i18n';
import { StoriesQueue, storyAge } from '../../src/stories/StoriesQueue';
import { withRealBackend } from './vendorRender';

const backend = withRealBackend(12);

describe('StoriesQueue', () => {
  it("lists the day's stories with their vendor, hides one only with a reason, and unhides it", { timeout: 60_000 }, async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
          <StoriesQueue />
        </AdminContext>
      </MemoryRouter>,
    );
    const hideButtons = await screen.findAllByRole('button', { name: /^Hide the story by / }, { timeout: 20_000 });
    // A work queue: nothing to create or export, so no action bar (an empty toolbar above the filters at 390 px).
    expect(document.querySelector('.RaList-actions .MuiToolbar-root')).toBeNull();
    const row = hideButtons[0]?.closest('tr') as HTMLElement;
    const cells = within(row);
    const vendor = (hideButtons[0]?.getAttribute('aria-label') ?? '').replace('Hide the story by ', '');
    expect(cells.getByRole('link', { name: vendor }).getAttribute('href')).toMatch(/\/\d+\/show$/);
    // The thumbnail: an image, or the video itself for an MP4 story, from the kind's story folder.
    const thumbnail = cells.queryByRole('img', { name: `Story by ${vendor}` }) ?? cells.getByLabelText(`Story by ${vendor}`);
    expect(thumbnail.getAttribute('src')).toMatch(/^\/[\w-]+\/demo-\w+-\d{5}-story-\d\.(png|mp4)$/);
    expect(cells.getByText('Public')).toBeTruthy();
    expect(cells.getByText(/(minute|hour)s? ago$/)).toBeTruthy();

    fireEvent.click(hideButtons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: `Hide the story by ${vendor}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Give a reason to hide the story')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Shows a phone number' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(row).findByText('Shows a phone number', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(row).getByText('Hidden')).toBeTruthy();
    const { data } = await backend.dp.getList('stories', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: { hidden: true } });
    expect(data.map((s) => s.hidden_reason)).toEqual(['Shows a phone number']);

    fireEvent.click(within(row).getByRole('button', { name: `Unhide the story by ${vendor}` }));
    expect(await within(row).findByText('Public', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('says how long ago a story was posted', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(storyAge('2026-03-10T11:35:00Z', now)).toEqual({ unit: 'minutes', count: 25 });
    expect(storyAge('2026-03-10T02:00:00Z', now)).toEqual({ unit: 'hours', count: 10 });
    expect(storyAge('2026-03-06T12:00:00Z', now)).toEqual({ unit: 'days', count: 4 });
  });
});
