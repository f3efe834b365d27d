/**
 * Demo grievances (docs/grievances.md), dated back from the seed's now so the desk shows each clock: one overdue
 * for acknowledgement, one acknowledged and running, one about personal data, one resolved.
 */
import type { Db } from '../database.ts';
import { grievanceClocks, nextDueAt, type GrievanceCategory, type GrievanceState } from '../../../src/domain/grievances.ts';
import { insertGrievance, insertGrievanceEvent } from '../../repositories/grievances.ts';

const HOUR = 3_600_000;

const DEMO: readonly { hoursAgo: number; name: string; complainant: string; category: GrievanceCategory; state: GrievanceState; description: string; phone: string; language: string }[] = [
  { hoursAgo: 60, name: 'Karthik S', complainant: 'buyer', category: 'delivery', state: 'received', description: 'The tomatoes ordered for Saturday arrived on Monday.', phone: '9876501001', language: 'en' },
  { hoursAgo: 30, name: 'மீனாட்சி ர', complainant: 'buyer', category: 'quality', state: 'acknowledged', description: 'வெங்காயம் பாதி அழுகியிருந்தது.', phone: '9876501002', language: 'ta' },
  { hoursAgo: 5, name: 'Priya V', complainant: 'vendor', category: 'personal_data', state: 'received', description: 'Please delete the old phone number on my account.', phone: '9876501003', language: 'en' },
  { hoursAgo: 200, name: 'Anand K', complainant: 'other', category: 'vendor_conduct', state: 'resolved', description: 'The driver was rude at the gate.', phone: '9876501004', language: 'en' },
];

export async function seedGrievances(trx: Db, now: Date): Promise<void> {
  for (const g of DEMO) {
    const received = new Date(now.getTime() - g.hoursAgo * HOUR).toISOString();
    const clocks = grievanceClocks(received, g.category);
    const acknowledged = g.state === 'received' ? null : new Date(Date.parse(received) + 20 * HOUR).toISOString();
    const resolved = g.state === 'resolved' ? new Date(Date.parse(received) + 100 * HOUR).toISOString() : null;
    const resolution = resolved ? 'Spoke to the transport provider; the driver was warned and apologised.' : null;
    const id = await insertGrievance(trx, {
      name: g.name,
      complainant: g.complainant,
      category: g.category,
      description: g.description,
      phone_number: g.phone,
      email: null,
      language: g.language,
      attachment: null,
      attachment_type: null,
      state: g.state,
      received_at: received,
      acknowledge_by: clocks.acknowledgeBy,
      resolve_by: clocks.resolveBy,
      due_at: nextDueAt(g.state, clocks),
      acknowledged_at: acknowledged,
      resolved_at: resolved,
      resolution,
      escalated_at: null,
      assignee_id: null,
    });
    await insertGrievanceEvent(trx, { grievanceId: id, kind: 'received', at: received });
    if (acknowledged) await insertGrievanceEvent(trx, { grievanceId: id, kind: 'acknowledged', at: acknowledged });
    if (resolved) await insertGrievanceEvent(trx, { grievanceId: id, kind: 'resolved', body: resolution, at: resolved });
  }
}
