// @vitest-environment jsdom
/**
 * The shared vendor pieces against the real server through the real data provider: gallery delete behind
 * its confirmation, poster preview and upload (with the hotel texts), the approval guard (the server's refusal
 * told in the SPEC's words on the page and in the bulk summary), and the stories overlay's states, its picker
 * following the player and its confirmed delete.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, useList } from 'react-admin';
import type { VendorRecord, VendorResource } from '../../src/dataProvider';
import { ApproveButton } from '../../src/vendors/ApproveButton';
import { BulkApproveButton } from '../../src/vendors/BulkApproveButton';
import { PosterPicker } from '../../src/vendors/PosterPicker';
import { StoriesOverlay } from '../../src/vendors/StoriesOverlay';
import { VendorImageGallery } from '../../src/vendors/VendorImageGallery';
import { samples } from '../helpers/server';
import { all, withRealBackend, firstOf, renderVendorPiece } from './vendorRender';

const backend = withRealBackend(8);

async function vendors(resource: VendorResource, verified: boolean): Promise<VendorRecord[]> {
  return (await backend.dp.getList<VendorRecord>(resource, { ...all, filter: { verified } })).data;
}

const png = () => new File([new Uint8Array(samples.png)], 'poster.png', { type: 'image/png' });

describe('VendorImageGallery', () => {
  it('deletes an image only after "Are you sure you want to delete this image?" is confirmed', async () => {
    const vendor = firstOf(await vendors('vegetableVendors', true), 'a verified vegetable vendor');
    const before = await backend.dp.vendorImages('vegetableVendors', vendor.user_id);
    const target = firstOf(before, 'a gallery image');
    renderVendorPiece(backend.dp, vendor, <VendorImageGallery resource="vegetableVendors" userId={vendor.user_id} />);
    const user = userEvent.setup();

    // Named by its place in the gallery, never by the server's file name.
    const deleteFirst = () => screen.getByRole('button', { name: 'Delete image 1' });
    await screen.findByRole('button', { name: 'Delete image 1' });
    expect(screen.queryByRole('button', { name: (name) => name.includes(target.name) })).toBeNull();
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    await user.click(deleteFirst());
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete image 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this image?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await backend.dp.vendorImages('vegetableVendors', vendor.user_id)).toHaveLength(before.length);

    await user.click(deleteFirst());
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Delete image \d+$/ })).toHaveLength(before.length - 1), { timeout: 15_000 });
    expect((await backend.dp.vendorImages('vegetableVendors', vendor.user_id)).map((i) => i.name)).not.toContain(target.name);
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
  });
});

describe('PosterPicker', () => {
  // jsdom cannot send a multipart body through Node's fetch; the upload itself is covered by tests/e2e/admin.test.ts.
  it('previews the chosen image and Cancel uploads nothing', async () => {
    const vendor = firstOf((await vendors('vegetableVendors', false)).filter((v) => v.poster === null), 'an unverified vendor without poster');
    renderVendorPiece(backend.dp, vendor, <PosterPicker resource="vegetableVendors" userId={vendor.user_id} />);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('poster-input'), png());
    const dialog = await screen.findByRole('dialog', { name: 'Poster preview' });
    expect(await within(dialog).findByRole('img', { name: 'Selected poster image' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await backend.dp.getOne<VendorRecord>('vegetableVendors', { id: vendor.id })).data.poster).toBeNull();
  });

  it('refuses a file that is not an image before any upload', async () => {
    const vendor = firstOf(await vendors('professionals', false), 'an unverified professional');
    renderVendorPiece(backend.dp, vendor, <PosterPicker resource="professionals" userId={vendor.user_id} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('poster-input'), new File(['<?php'], 'x.php', { type: 'text/x-php' }));
    expect(await screen.findByText(/Please choose an image file/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Set as Poster', () => {
  it('sets a hotel poster from a gallery image with the hotel text of SPEC section 8', async () => {
    const hotel = firstOf((await vendors('hotels', false)).filter((v) => v.poster === null), 'an unverified hotel without poster');
    const image = firstOf(await backend.dp.vendorImages('hotels', hotel.user_id), 'a hotel gallery image');
    renderVendorPiece(backend.dp, hotel, <VendorImageGallery resource="hotels" userId={hotel.user_id} />);
    const user = userEvent.setup();
    await user.click(firstOf(await screen.findAllByRole('button', { name: 'Set as Poster' }), 'a Set as Poster button'));
    expect(await screen.findByText('Poster Image Updated Successfully')).toBeInTheDocument();
    expect((await backend.dp.getOne<VendorRecord>('hotels', { id: hotel.id })).data.poster).toBe(image.name);
  });
});

describe('ApproveButton', () => {
  it('refuses approval without a poster with the SPEC message and opens no confirmation', async () => {
    const vendor = firstOf((await vendors('professionals', false)).filter((v) => v.poster === null), 'an unverified professional without poster');
    renderVendorPiece(backend.dp, vendor, <ApproveButton resource="professionals" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Please select a poster image before verifying the user')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await vendors('professionals', false)).map((v) => v.id)).toContain(vendor.id);
  });

  it('asks "Authorize User ?" when the record has a poster, then approves on the server', async () => {
    const vendor = firstOf((await vendors('transports', false)).filter((v) => v.poster !== null), 'an unverified transport with a poster');
    renderVendorPiece(backend.dp, vendor, <ApproveButton resource="transports" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Authorize User ?').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`${vendor.name} approved`)).toBeInTheDocument();
    expect((await vendors('transports', true)).map((v) => v.id)).toContain(vendor.id);
  });
  it('says what the documents still lack before any confirmation, and opens none', async () => {
    const vendor = firstOf((await vendors('vegetableVendors', false)).filter((v) => v.poster !== null), 'an unverified vegetable vendor with a poster');
    const fssai = (await backend.dp.vendorDocuments(vendor.user_id)).find((status) => status.requirement.id === 'fssai');
    await backend.dp.decideDocument(fssai?.id ?? 0, 'rejected', 'Not readable');
    renderVendorPiece(backend.dp, vendor, <ApproveButton resource="vegetableVendors" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approval needs: FSSAI licence was rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await vendors('vegetableVendors', false)).map((v) => v.id)).toContain(vendor.id);
  });

  // The record says a poster is set (a page opened before another admin removed it); the server has none.
  const staleWithPoster = (vendor: VendorRecord): VendorRecord => ({ ...vendor, poster: 'removed-meanwhile.png' });
  const SPEC_POSTER_TEXT = 'Please select a poster image before verifying the user';

  it('tells the server\'s refusal for lack of a poster in the SPEC\'s words, not as "Invalid input"', async () => {
    const vendor = firstOf((await vendors('professionals', false)).filter((v) => v.poster === null), 'an unverified professional without poster');
    renderVendorPiece(backend.dp, staleWithPoster(vendor), <ApproveButton resource="professionals" />);
    const user = userEvent.setup();
    // Past the page's own guard: the confirmation opens, so the refusal below is the server's.
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Approve' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(SPEC_POSTER_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid input/)).toBeNull();
    expect((await vendors('professionals', false)).map((v) => v.id)).toContain(vendor.id);
  });

  it('lists a vendor the server refuses for lack of a poster in the bulk summary with the SPEC\'s words', async () => {
    const unverified = await vendors('hotels', false);
    const refused = firstOf(unverified.filter((v) => v.poster === null), 'an unverified hotel without poster');
    const approved = firstOf(unverified.filter((v) => v.poster !== null), 'an unverified hotel with a poster');
    function Selection() {
      const list = useList({ data: [staleWithPoster(refused), approved] });
      return (
        <ListContextProvider value={{ ...list, selectedIds: [refused.id, approved.id] }}>
          <BulkApproveButton resource="hotels" />
        </ListContextProvider>
      );
    }
    renderVendorPiece(backend.dp, null, <Selection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve 2 vendors?' })).getByRole('button', { name: 'Approve' }));
    const summary = await screen.findByRole('dialog', { name: 'Bulk approval' }, { timeout: 15_000 });
    expect(within(summary).getByText('Approved: 1 vendor')).toBeInTheDocument();
    expect(within(summary).getByText('Refused: 1 vendor')).toBeInTheDocument();
    const refusal = within(summary).getByText(refused.name).closest('li');
    expect(refusal).toHaveTextContent(SPEC_POSTER_TEXT);
    expect(refusal).not.toHaveTextContent(/Invalid input/);
    const verified = (await vendors('hotels', true)).map((v) => v.id);
    expect(verified).toContain(approved.id);
    expect(verified).not.toContain(refused.id);
  });
});

describe('StoriesOverlay', () => {
  async function vendorWithStories(wanted: 'some' | 'several' | 'none'): Promise<VendorRecord> {
    for (const vendor of [...(await vendors('vegetableVendors', true)), ...(await vendors('vegetableVendors', false))]) {
      const stories = await backend.dp.vendorStories('vegetableVendors', vendor.user_id);
      const images = stories.filter((story) => !story.isVideo).length;
      if (wanted === 'none' ? stories.length === 0 : wanted === 'some' ? images > 0 && !stories[0]?.isVideo : images === stories.length && images >= 2) {
        return vendor;
      }
    }
    throw new Error(`the demo seed should have a vegetable vendor with ${wanted} stories`);
  }

  it('shows "Loading..." then "No story available." for a vendor without stories', async () => {
    const vendor = await vendorWithStories('none');
    renderVendorPiece(backend.dp, vendor, <StoriesOverlay resource="vegetableVendors" userId={vendor.user_id} open onClose={() => undefined} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No story available.')).toBeInTheDocument();
  });

  it('the "Story N" picker follows the story playing, and picking one jumps the player to it', async () => {
    const vendor = await vendorWithStories('several');
    renderVendorPiece(backend.dp, vendor, <StoriesOverlay resource="vegetableVendors" userId={vendor.user_id} open onClose={() => undefined} />);
    const user = userEvent.setup();
    const player = await screen.findByRole('region', { name: /Story player/ });
    const picker = screen.getByRole('combobox', { name: 'Story to delete' });
    await waitFor(() => expect(picker).toHaveTextContent('Story 1'));
    // 3000 ms a story: the player moves on to the second, and the picker with it.
    await waitFor(() => expect(picker).toHaveTextContent('Story 2'), { timeout: 8000 });
    expect(within(player).getByRole('img', { name: 'Story 2' })).toBeInTheDocument();

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Story 1' }));
    await waitFor(() => expect(within(player).getByRole('img', { name: 'Story 1' })).toBeInTheDocument());
    expect(picker).toHaveTextContent('Story 1');
  });

  it('deletes the story shown only after "Are you sure ...?" is confirmed, then closes', async () => {
    const vendor = await vendorWithStories('some');
    const before = await backend.dp.vendorStories('vegetableVendors', vendor.user_id);
    const onClose = vi.fn();
    renderVendorPiece(backend.dp, vendor, <StoriesOverlay resource="vegetableVendors" userId={vendor.user_id} open onClose={onClose} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: /Story player/ })).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Delete story' });
    await user.click(screen.getByRole('combobox', { name: 'Story to delete' }));
    await user.click(await screen.findByRole('option', { name: 'Story 1' }));

    await user.click(remove);
    let confirm = await screen.findByRole('dialog', { name: 'Delete Story 1?' });
    expect(within(confirm).getByText('Are you sure you want to delete Story 1?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Story 1?' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(await backend.dp.vendorStories('vegetableVendors', vendor.user_id)).toHaveLength(before.length);

    await user.click(screen.getByRole('combobox', { name: 'Story to delete' }));
    await user.click(await screen.findByRole('option', { name: 'Story 1' }));
    await user.click(remove);
    confirm = await screen.findByRole('dialog', { name: 'Delete Story 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const after = await backend.dp.vendorStories('vegetableVendors', vendor.user_id);
    expect(after.map((s) => s.id)).not.toContain(firstOf(before, 'a story').id);
  });
});
