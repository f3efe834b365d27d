/**
 * `npm run media:copy`: copies the folder media store (MEDIA_DIR, default DATA_DIR/media) into the bucket of the
 * S3_* settings (MEDIA_STORE=s3 is implied) and verifies every object (copy.ts); safe to run again, e.g. after new
 * uploads, before the servers switch to MEDIA_STORE=s3. Prints a summary; exits 1 when a setting is missing, the
 * bucket cannot be used, or any file failed. The keys are never printed.
 */
import fs from 'node:fs';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../config.ts';
import { bucketFailure, bucketLocation, s3Client } from './s3Store.ts';
import { copyFolderToBucket, summary } from './copy.ts';

class CopyRefused extends Error {}

async function main(): Promise<number> {
  const config = loadConfig({ ...process.env, MEDIA_STORE: 's3', SEED: 'none' });
  const settings = config.s3;
  if (!settings) throw new CopyRefused('MEDIA_STORE=s3 settings missing');
  if (!fs.existsSync(config.mediaDir)) throw new CopyRefused(`No media folder at ${config.mediaDir}: set MEDIA_DIR (or DATA_DIR) to the folder store to copy`);
  const client = s3Client(settings);
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    } catch (error) {
      throw new CopyRefused(bucketFailure(settings, error));
    }
    console.info(`Copying ${config.mediaDir} to ${bucketLocation(settings)}`);
    const report = await copyFolderToBucket(config.mediaDir, client, settings.bucket, (line) => console.info(`  ${line}`));
    console.info(`\n${summary(report, config.mediaDir, bucketLocation(settings))}`);
    return report.failed.length ? 1 : 0;
  } finally {
    client.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof CopyRefused || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
