/**
 * The database: opened and migrated, the declared vendor kinds' and simple masters' storage made, the audit triggers installed and the
 * one-time data steps run, then `app.db` (with `app.config` and `app.vendorKinds`, which the rest reads). The actor
 * context the audit triggers read lives beside it (server/db/actor.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { runDataSteps } from '../db/dataSteps.ts';
import { ensureDeclaredStorage } from '../db/declaredStorage.ts';
import type { ResourceRegistry } from '../../src/domain/resources/index.ts';
import { installAuditTriggers } from '../review/auditTriggers.ts';
import { checkRegistry, type VendorKindRegistry } from '../../src/domain/vendorKinds/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder every repository takes (db/database.ts). */
    db: Db;
    config: Config;
    /** The vendor kinds this server serves (the product's registry unless the app's options name another). */
    vendorKinds: VendorKindRegistry;
  }
}

interface DatabaseOptions {
  config: Config;
  vendorKinds: VendorKindRegistry;
  /** The resources whose simple masters' tables the server derives (server/db/simpleMasterStorage.ts). */
  resources: ResourceRegistry;
}

async function database(app: FastifyInstance, { config, vendorKinds, resources }: DatabaseOptions): Promise<void> {
  const { db } = await openDatabase(config, { warn: (message, error) => app.log.warn({ err: error }, message) });
  try {
    await ensureDeclaredStorage(db, { vendorKinds: checkRegistry(vendorKinds), resources });
    // Again, so the tables and columns made from the declarations just now are audited too.
    await installAuditTriggers(db);
    await runDataSteps(db, checkRegistry(vendorKinds));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => app.db.destroy());
  app.decorate('config', config);
  app.decorate('vendorKinds', vendorKinds);
}

export const databasePlugin = fp(database, { name: 'database', fastify: '5.x' });
