/**
 * The process: read the configuration, open and migrate the database, seed the demo on a first
 * start, serve, and on SIGTERM/SIGINT let in-flight requests finish and exit within 10 s.
 */
import path from 'node:path';
import { isLocalAddress, localAddressWarning } from '../domain/menu/public-address';
import { ROLE_LABELS } from '../domain/staff/roles';
import { buildApp } from './app';
import { startBackgroundWork } from './background';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_LOGIN, DEMO_TEAM, demoLoginWorks, seedDemo } from './demo/demo';
import { setUpDemoFiscal } from './demo/demo-fiscal';
import { createWhatsAppCodeSender } from './integrations/whatsapp/whatsapp-code-sender';
import { framed, logDestination, printOnLog, wrapWords } from './lib/log-output';
import { restrictNewFiles, tightenFolders } from './lib/private-files';

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
    graphVersion: config.whatsapp.graphVersion,
    encryptionKey: config.encryptionKey,
  });
  const logStream = logDestination();
  const app = await buildApp({ config, database, codeSender, logStream });
  // After the app is built: the demo's photos go into its image storage like any upload.
  const seeded = config.seedDemo && (await seedDemo(database.db, app.images));
  if (seeded) await setUpDemoFiscal(database.db, config, app);
  await app.listen({ port: config.port, host: config.host });
  const stopBackgroundWork = startBackgroundWork(config, database, app);

  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite em ${path.join(config.dataDir, 'pglite')}`;
  // Start-up lines go through the logger (readable in a terminal, JSON elsewhere); warnings about
  // the configuration follow this one. The demo login comes last, framed, on every start while its
  // password is the demo's, so it never scrolls away among the request lines.
  app.log.info(`Comanda no ar em ${config.publicUrl} (banco: ${where})`);
  const localWarning = isLocalAddress(config.publicUrl)
    ? `Atenção: ${localAddressWarning(config.publicUrl)}`
    : null;
  const showDemoLogin = seeded || (config.seedDemo && (await demoLoginWorks(database.db)));
  // With the demo login shown, the public-address warning goes inside its frame, which ends the
  // start-up output.
  if (localWarning && !showDemoLogin) app.log.warn(localWarning);
  // On the log's own stream, so it comes after every line logged before it.
  if (showDemoLogin)
    printOnLog(
      logStream,
      `\n${framed([
        seeded
          ? 'Restaurante de demonstração criado.'
          : 'Restaurante de demonstração (senha ainda não trocada).',
        `Login: ${DEMO_LOGIN.email} / senha: ${DEMO_LOGIN.password}`,
        `Entre em ${config.publicUrl}/login e troque a senha antes de abrir ao público.`,
        '',
        'Equipe (depois do login do dono, em "Trocar usuário", com o PIN):',
        ...DEMO_TEAM.map(
          (member) =>
            `  ${`${ROLE_LABELS[member.role]}:`.padEnd(9)} ${member.name.padEnd(13)} PIN ${member.pin}`,
        ),
        ...(localWarning ? ['', ...wrapWords(localWarning, 82)] : []),
      ])}\n`,
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    stopBackgroundWork();
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
