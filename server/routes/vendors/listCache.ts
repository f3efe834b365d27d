/**
 * Serialized vendor lists per kind and state. An entry is reused while the vendor list version (bumped by
 * database triggers on every write, whoever writes: to a vendor row, see db/vendorKindStorage.ts, and to a document
 * or waiver, which change `compliance_lapsed`, migration 290) is unchanged on the same compliance day (a document
 * lapses as days pass), so a hit costs one tiny query.
 */
import type { Db } from '../../db/database.ts';
import { listVendors } from '../../repositories/vendors.ts';
import { listVersion } from './listVersion.ts';
import type { ServedVendorKind } from './kinds.ts';

interface Entry {
  version: string;
  /** UTF-8 bytes of the JSON array, sent as they are. */
  body: Buffer;
}

export class VendorListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Db) {}

  async body(config: ServedVendorKind, verified: boolean): Promise<Buffer> {
    const key = `${config.kind}:${verified ? 'verified' : 'unverified'}`;
    // Read before the list: a write in between makes the entry look older than it is, never newer.
    const version = await listVersion(this.db);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.body;
    const body = Buffer.from(JSON.stringify(await listVendors(this.db, config, verified)));
    this.entries.set(key, { version, body });
    return body;
  }
}
