import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoData } from './seed/demo';
import { seedDemoBasket } from './seed/demo-basket';
import { seedDemoMedicineStudies } from './seed/demo-medicine-studies';
import { seedDemoMedicines } from './seed/demo-medicines';
import { seedDemoTender } from './seed/demo-tenders';
import { stopOnSignals } from './shutdown';

/** Starts the portal: config, database and migrations, app, staff account, demo data, listen. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    onPoolError: (err) =>
      console.error(JSON.stringify({ level: 'error', msg: 'idle database client error', err: err.message })),
    // The app's logger does not exist yet: the same one-line JSON as Fastify's.
    onEmbeddedRestart: (event) =>
      console.error(
        JSON.stringify({
          level: event.phase === 'restarted' ? 'warn' : 'error',
          msg: `embedded database ${event.phase}`,
          ...('err' in event ? { err: String(event.err) } : {}),
          ...('ms' in event ? { ms: event.ms } : {}),
        }),
      ),
  });
  await database.migrate();
  const app = await buildApp({ config, database });

  // Instances starting together on one server take turns: the first seeds, the others see it done.
  await database.withStartupLock(async () => {
    if (config.staff) {
      const outcome = await app.services.staffBootstrap.ensureStaffUser(
        config.staff.email,
        config.staff.password,
      );
      app.log.info({ email: config.staff.email, outcome }, 'staff account ensured');
    }
    if (config.demoData) {
      const logins = await seedDemoData(app);
      if (logins) {
        // Printed once, when the demo data is created (spec: the logins are shown at first start).
        const lines = logins.map((l) => `  ${l.role.padEnd(20)} ${l.email.padEnd(30)} ${l.password}`);
        console.log(`\nDemo data created. Log in at ${config.publicUrl}/login with:\n${lines.join('\n')}\n`);
      }
      // On an empty medicines table only: an imported data set is never mixed with generated one.
      const started = Date.now();
      const medicineCount = await seedDemoMedicines(app.db);
      if (medicineCount > 0) {
        app.log.info(
          { medicines: medicineCount, ms: Date.now() - started },
          'demonstration medicine data set loaded (generated values, not real footprints)',
        );
      }
      // The demo account's saved purchases basket needs the medicines' codes: only with fresh demo data.
      if (logins) await seedDemoBasket(app);
      // Issue #38: the demo account's tender, one of its offers priced from the demo medicines.
      if (logins) await seedDemoTender(app);
      // Issue #37: the demo account's medicine footprint studies, one published into the demo medicines.
      if (logins) await seedDemoMedicineStudies(app);
    }
  });

  stopOnSignals({ app, database, timeoutMs: config.shutdownTimeoutSeconds * 1000 });

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Pharmatrace is running at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL server'})`,
  );
}

main().catch((err) => {
  // A configuration read after the environment (the TLS files) fails in one line too.
  // So does a data directory another process holds (issue #35): the message names both.
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
