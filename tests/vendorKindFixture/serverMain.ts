/** Child-process entry: the real server with the florist kind added to the registry, and the fixture's florists. */
import { hashPassword } from '../../server/auth/passwords.ts';
import { insertVendor } from '../../server/repositories/vendorsCreate.ts';
import { vendorKindConfigs } from '../../server/routes/vendors/kinds.ts';
import { startServer } from '../helpers/server';
import { FLORISTS, registryWithFlorists } from './registry';

const server = await startServer({ seed: 'none', build: { vendorKinds: registryWithFlorists } });
const config = vendorKindConfigs(registryWithFlorists).get('florist');
if (!config) throw new Error('the florist kind is not served');
const passwordHash = await hashPassword('florist-pass');
for (const florist of FLORISTS) {
  await insertVendor(server.app.db, config, { ...florist, email: `${florist.phoneNumber}@example.com`, city: 'Palani', description: 'Flowers', passwordHash });
}
console.info(`listening ${server.url}`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
