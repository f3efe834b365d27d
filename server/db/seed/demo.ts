/** Demo seed: placeholder until the seed lands (creates nothing but lets the server start). */
import type { DB } from '../open.ts';
import type { MediaStore } from '../../media/storage.ts';

export async function seedDemo(_db: DB, _media: MediaStore, _options: { vendorsPerKind: number }): Promise<void> {}
