// Portal photos carry a thumbnail file next to the resized image, in the same media folder. When an image row goes
// (the admin deletes it, the vendor is deleted), its thumbnail is listed in the media journal's removal list, so no
// route that deletes gallery images has to know about thumbnails; the media store removes it at its next opening.
import type { Db } from '../types.ts';
import type { Engine } from '../engines/engine.ts';
import { ddlOf } from '../migration.ts';

export async function up(db: Db, engine: Engine): Promise<void> {
  for (const column of ['thumb', 'thumb_folder']) await db.schema.alterTable('vendor_images').addColumn(column, 'text').execute();
  await ddlOf(db, engine).perEngine({
    sqlite: `CREATE TRIGGER vendor_images_thumb_removal AFTER DELETE ON vendor_images
WHEN OLD.thumb IS NOT NULL AND OLD.thumb_folder IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO media_pending_removal (folder, name) VALUES (OLD.thumb_folder, OLD.thumb);
END;`,
    postgres: `CREATE FUNCTION vendor_images_thumb_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_pending_removal (folder, name) VALUES (OLD.thumb_folder, OLD.thumb) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER vendor_images_thumb_removal AFTER DELETE ON vendor_images FOR EACH ROW
  WHEN (OLD.thumb IS NOT NULL AND OLD.thumb_folder IS NOT NULL)
  EXECUTE FUNCTION vendor_images_thumb_removal();`,
  });
}
