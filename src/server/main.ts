/**
 * The process: read the configuration, open and migrate the database, seed the demo on a first
 * start, serve, and on SIGTERM/SIGINT let in-flight requests finish and exit within 10 s.
 */
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_LOGIN, seedDemo } from './db/seed/demo';
import { startIfoodSync } from './integrations/ifood/ifood.job';
import { startOpenDeliverySync } from './integrations/open-delivery/open-delivery.job';
import { startRappiSync } from './integrations/rappi/rappi.sync';
import { createWhatsAppCodeSender } from './integrations/whatsapp/whatsapp-code-sender';
import { startWhatsAppNotifications } from './integrations/whatsapp/whatsapp-notifications.job';
import { startJobs } from './jobs/runner';
import { startScheduledReports } from './jobs/scheduled-reports.job';
import { restrictNewFiles, tightenFolders } from './lib/private-files';
import { retentionJob } from './modules/privacy/retention.job';
import { salesFoldJob, startSalesPendingVacuum } from './modules/reports/sales-fold.job';

const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  // Before anything is written (the generated secrets, PGlite's files, the outbox, uploads).
  restrictNewFiles();
  const config = loadConfig();
  const tightened = tightenFolders([config.dataDir, config.uploadDir]);
  if (tightened > 0)
    console.log(
      `DATA_DIR: permissões restritas ao usuário do servidor (${tightened} arquivos e pastas ajustados)`,
    );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    onError: (error) => console.error(`Erro de conexão com o banco: ${error.message}`),
  });
  await migrate(database);
  // PGlite's file system layer creates its files 0666 whatever the umask: they sit in 0700 folders,
  // and are brought to 0600 here on every start.
  if (!config.databaseUrl) tightenFolders([path.join(config.dataDir, 'pglite')]);
  // One-time codes for the loyalty phone proof go out through the restaurant's WhatsApp Business
  // number when it has one connected; otherwise the restaurant confirms the redemption on the order.
  const codeSender = createWhatsAppCodeSender(database.db, {
    graphBaseUrl: config.whatsapp.graphBaseUrl,
    encryptionKey: config.encryptionKey,
  });
  const app = await buildApp({ config, database, codeSender });
  // After the app is built: the demo's photos go into its image storage like any upload.
  const seeded = config.seedDemo && (await seedDemo(database.db, app.images));
  await app.listen({ port: config.port, host: config.host });
  const stopJobs = startJobs(
    database.db,
    [retentionJob(config.retentionMonths), salesFoldJob(config.salesFoldIntervalMs)],
    app.log,
  );
  // PGlite has no autovacuum: the fold's deleted rows are reclaimed by hand, every minute.
  const stopSalesVacuum = config.databaseUrl
    ? () => undefined
    : startSalesPendingVacuum(database.db, 60_000, app.log);
  const stopScheduledReports = startScheduledReports({
    db: database.db,
    mailer: app.mailer,
    emailsPerDay: config.reportMail.emailsPerDay,
    logger: app.log,
  });
  const stopIfoodSync = startIfoodSync(
    database.db,
    { baseUrl: config.ifoodBaseUrl, encryptionKey: config.encryptionKey, app: config.ifood },
    app.log,
  );
  const stopRappiSync = startRappiSync(
    database.db,
    { api: config.rappi, encryptionKey: config.encryptionKey },
    app.log,
  );

  const stopWhatsApp = startWhatsAppNotifications({
    db: database.db,
    settings: { graphBaseUrl: config.whatsapp.graphBaseUrl, encryptionKey: config.encryptionKey },
    logger: app.log,
  });
  const stopOpenDeliverySync = startOpenDeliverySync(database.db, config.encryptionKey, app.log);

  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite em ${path.join(config.dataDir, 'pglite')}`;
  console.log(`\nComanda no ar em ${config.publicUrl}  (banco: ${where})`);
  if (seeded)
    console.log(
      `Restaurante de demonstração criado. Login: ${DEMO_LOGIN.email} / senha: ${DEMO_LOGIN.password}`,
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    stopJobs();
    stopSalesVacuum();
    stopScheduledReports();
    stopIfoodSync();
    stopWhatsApp();
    stopOpenDeliverySync();
    stopRappiSync();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
