/** Vendor call requests in a real browser against the real product: notes, delete, search, sort, redirect. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningProduct } from '../helpers/product';
import { expectAccessible, expectNoSidewaysOverflow, expectToast, expectWithinScreenWidth, loggedInAdminSuite } from './masterAdmin';

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
    await first.getByRole('button', { name: /^(Add Notes|Edit notes)/ }).click();
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

  describe('at 390 px', () => {
    /** On a phone the requests are stacked rows, one list item each. */
    const stacked = () => page.getByRole('list', { name: 'Vendor Call Request' }).locator(':scope > li');
    const stackedWithId = (id: string) => stacked().filter({ hasText: new RegExp(`ID ${id}\\b`) });

    beforeEach(async () => {
      await page.setViewportSize({ width: 390, height: 844 });
    });
    afterEach(async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    async function openStacked() {
      // No search left over from an earlier test (react-admin keeps a list's parameters).
      await page.goto(`${product.url}/admin/callRequests?filter=${encodeURIComponent('{}')}`);
      await stacked().first().waitFor();
    }

    it('stacks the requests so nothing is wider than the screen, with Add Notes and Delete on screen on every row', async () => {
      await openStacked();
      await expectNoSidewaysOverflow(page, 'call requests at 390 px');
      const count = await stacked().count();
      await expectWithinScreenWidth(page, stacked().getByRole('button', { name: /^(Add Notes|Edit notes)/ }), 'Add Notes');
      await expectWithinScreenWidth(page, stacked().getByRole('button', { name: /^Delete/ }), 'Delete');
      expect(await stacked().getByRole('button', { name: /^(Add Notes|Edit notes)/ }).count()).toBe(count);
      await expectAccessible(page, 'call requests at 390 px');

      const first = stacked().first();
      const id = /ID (\d+)/.exec(await first.innerText())?.[1] ?? '';
      await first.getByRole('button', { name: /^(Add Notes|Edit notes)/ }).click();
      await first.getByLabel(`Notes for call request ${id}`).fill('Call back on Monday');
      await expectNoSidewaysOverflow(page, 'call request notes input at 390 px');
      await expectAccessible(page, 'call request notes input at 390 px');
      await first.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Notes saved');
      await stackedWithId(id).getByText('Call back on Monday').waitFor();

      await stackedWithId(id).getByRole('button', { name: /^Delete/ }).click();
      await page.getByRole('dialog', { name: 'Delete call request' }).getByRole('button', { name: 'Confirm' }).click();
      await stackedWithId(id).waitFor({ state: 'detached' });
    });

    it('never breaks notes inside a word', async () => {
      await openStacked();
      const first = stacked().first();
      const id = /ID (\d+)/.exec(await first.innerText())?.[1] ?? '';
      const notes = 'Wholesale onions tomatoes potatoes requirement discussed; customer prefers Wednesday afternoon callbacks';
      await first.getByRole('button', { name: /^(Add Notes|Edit notes)/ }).click();
      await first.getByLabel(`Notes for call request ${id}`).fill(notes);
      await first.getByRole('button', { name: 'Save' }).click();
      const cell = stackedWithId(id).getByText(notes);
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
    });
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
