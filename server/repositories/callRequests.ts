/** Call-back requests left by visitors; the admin reads them, annotates them and deletes them. */
import type { SqliteHandle } from '../db/open.ts';
import type { CallRequest } from '../../src/domain/types.ts';

const COLUMNS = 'id, phone_number, notes, created_at, source';

export function listCallRequests(db: SqliteHandle): CallRequest[] {
  return db.prepare(`SELECT ${COLUMNS} FROM call_requests ORDER BY created_at DESC, id DESC`).all() as CallRequest[];
}

export function findCallRequest(db: SqliteHandle, id: number): CallRequest | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM call_requests WHERE id = ?`).get(id) as CallRequest | undefined;
}

export function insertCallRequest(db: SqliteHandle, values: { phone_number: string; notes: string | null; created_at?: string }): number {
  const result = values.created_at
    ? db.prepare('INSERT INTO call_requests (phone_number, notes, created_at) VALUES (?, ?, ?)').run(values.phone_number, values.notes, values.created_at)
    : db.prepare('INSERT INTO call_requests (phone_number, notes) VALUES (?, ?)').run(values.phone_number, values.notes);
  return Number(result.lastInsertRowid);
}

export function updateCallRequestNotes(db: SqliteHandle, id: number, notes: string): boolean {
  return db.prepare('UPDATE call_requests SET notes = ? WHERE id = ?').run(notes, id).changes > 0;
}

export function deleteCallRequest(db: SqliteHandle, id: number): boolean {
  return db.prepare('DELETE FROM call_requests WHERE id = ?').run(id).changes > 0;
}
