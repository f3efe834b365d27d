/**
 * A demo breach (docs/breaches.md), dated back from the seed's now: reported to CERT-In and the Board in time, so the
 * register has a record to show and the work plan's figures start at zero.
 */
import type { Db } from '../database.ts';
import { breachClocks } from '../../../src/domain/breaches.ts';
import { insertBreach } from '../../repositories/breaches.ts';

const HOUR = 3_600_000;

export async function seedBreaches(trx: Db, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const detected = at(80);
  const clocks = breachClocks(detected);
  await insertBreach(trx, {
    summary: 'Call list e-mailed to a wrong address',
    description: 'A spreadsheet of 40 call requests (names and phone numbers) was e-mailed to a wrong address; the recipient deleted it.',
    description_ta: '40 அழைப்புக் கோரிக்கைகளின் பட்டியல் (பெயர்கள், தொலைபேசி எண்கள்) தவறான முகவரிக்கு மின்னஞ்சல் செய்யப்பட்டது; பெற்றவர் அதை நீக்கினார்.',
    occurred_at: at(82),
    detected_at: detected,
    data_categories: JSON.stringify(['name', 'phone']),
    affected_count: 40,
    affected_vendor_ids: '[]',
    affected_others: 'Buyers who asked for a call in the week before',
    status: 'reported',
    measures: null,
    measures_ta: null,
    advice: null,
    advice_ta: null,
    notes: 'Recipient confirmed deletion in writing.',
    cert_in_due: clocks.certIn,
    cert_in_reported_at: at(77),
    board_due: clocks.board,
    board_reported_at: at(40),
    notified_vendor_ids: '[]',
    recorded_by: null,
    created_at: at(79),
    updated_at: at(40),
  });
}
