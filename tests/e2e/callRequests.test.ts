/** Vendor call requests in a real browser against the real product: notes, delete, search, sort, redirect. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningProduct } from '../helpers/product';
import { expectAccessible, expectToast, loggedInAdminSuite } from './masterAdmin';

let product: RunningProduct;
let page: Page;

loggedInAdminSuite((session) => {
  ({ product, page } = session);
});

const rows = () => page.locator('tbody tr');
const rowWithId = (id: string) => rows().filter({ has: page.getByRole('cell', { name: id, exact: true }) });

async function openList() {
  await page.goto(`${product.url}/admin/callrequest`);
  await page.waitForURL(/\/admin\/callRequests/);
  await rows().first().waitFor();
}

describe('vendor call requests', () => {
  it('shows the table and adds notes that survive a reload', async () => {
    await openList();
    await page.getByText('Vendor Call Request').first().waitFor();
    for (const header of ['ID', 'Phone Number', 'Notes', 'Created At', 'Actions']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    await expectAccessible(page, 'call requests');

    const first = rows().first();
    const id = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('button', { name: /^Add Notes/ }).click();
    const notes = first.getByLabel(`Notes for call request ${id}`);
    await expectAccessible(page, 'call request notes input');
    await notes.fill('Call back after 5 pm about bulk onions');
    await first.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Notes saved');
    await rowWithId(id).getByText('Call back after 5 pm about bulk onions').waitFor();
    expect(await notes.count()).toBe(0);

    await page.reload();
    await rowWithId(id).getByText('Call back after 5 pm about bulk onions').waitFor();
  });

  it('searches and sorts', async () => {
    await openList();
    const phone = (await rows().nth(1).locator('td').nth(1).innerText()).trim();
    await page.getByPlaceholder('Search').fill(phone);
    await expect.poll(async () => (await rows().allInnerTexts()).every((text) => text.includes(phone))).toBe(true);
    await page.getByPlaceholder('Search').fill('');
    // Sort only once the cleared search has been applied, as a person would see the full list first.
    await expect.poll(async () => (await rows().allInnerTexts()).some((text) => !text.includes(phone))).toBe(true);

    await page.getByRole('columnheader', { name: 'Phone Number' }).getByRole('button').click();
    await page.waitForURL(/sort=phone_number/);
    await expect
      .poll(async () => {
        const phones = await rows().locator('td:nth-child(2)').allInnerTexts();
        return phones.length > 1 && phones.every((p, i) => i === 0 || (phones[i - 1] ?? '') <= p);
      })
      .toBe(true);
  });

  it('works at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openList();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The Actions column is on screen, not behind a sideways scroll of the table.
    for (const name of [/^Add Notes/, /^Delete/]) {
      const box = await rows().first().getByRole('button', { name }).boundingBox();
      expect(box, String(name)).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, `${String(name)} at x=${box?.x}`).toBe(true);
    }
    await rows().first().getByRole('button', { name: /^Add Notes/ }).click();
    await rows().first().getByRole('button', { name: 'Save' }).waitFor();
    await expectAccessible(page, 'call requests at 390 px');
    await rows().first().getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('never breaks notes inside a word at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openList();
    const first = rows().first();
    const id = (await first.locator('td').first().innerText()).trim();
    const notes = 'Wholesale onions tomatoes potatoes requirement discussed; customer prefers Wednesday afternoon callbacks';
    await first.getByRole('button', { name: /^Add Notes/ }).click();
    await first.getByLabel(`Notes for call request ${id}`).fill(notes);
    await first.getByRole('button', { name: 'Save' }).click();
    const cell = rowWithId(id).getByText(notes);
    await cell.waitFor();
    // Each word is laid out on one line: a word split across lines has two client rectangles.
    const brokenWords = await cell.evaluate((element) => {
      const text = element.firstChild;
      if (!text) return ['(no text)'];
      const content = text.textContent ?? '';
      const broken: string[] = [];
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (range.getClientRects().length > 1) broken.push(match[0]);
      }
      return broken;
    });
    expect(brokenWords).toEqual([]);
    expect(await cell.evaluate((element) => element.getBoundingClientRect().height > 40)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('deletes a call request behind a confirmation', async () => {
    await openList();
    const first = rows().first();
    const id = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete call request' });
    await expectAccessible(page, 'delete call request confirmation');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await rowWithId(id).waitFor({ state: 'detached' });
    await page.reload();
    await rows().first().waitFor();
    expect(await rowWithId(id).count()).toBe(0);
  });
});
