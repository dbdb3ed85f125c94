/**
 * Everything the server does on its own timers, besides answering requests: the jobs run once across
 * instances (retention, the sales fold, unused uploaded images, the purge of spent idempotency keys
 * and rate-limit rows), the scheduled report e-mails, the partners' syncs, the WhatsApp notifications
 * and the diners' Mercado Pago PIX (read until paid or expired, undone when the order is cancelled).
 * `npm start` and the benchmarks' server start the same set, so a benchmark measures the fold and the
 * syncs the product runs. Answers a function that stops them all.
 */

import type { Config } from './config';
import type { Database } from './db/client';
import { startIfoodSync } from './integrations/ifood/ifood.job';
import { startOpenDeliverySync } from './integrations/open-delivery/open-delivery.job';
import { startRappiSync } from './integrations/rappi/rappi.sync';
import { startWhatsAppNotifications } from './integrations/whatsapp/whatsapp-notifications.job';
import { expiredRowsJob } from './jobs/expired-rows.job';
import { startFiscalReceipts } from './jobs/fiscal-receipts.job';
import { printClaimsJob } from './jobs/print-claims.job';
import { startJobs } from './jobs/runner';
import { startScheduledReports } from './jobs/scheduled-reports.job';
import type { App } from './lib/types';
import { startBillPixPolling } from './modules/bills/bill-pix.service';
import { fiscalDepsOf } from './modules/fiscal/fiscal-issue';
import { fiscalDepsOfApp } from './modules/fiscal/receipts.routes';
import { startDinerPixPolling } from './modules/payments/diner-pix.job';
import { createMercadoPagoAccountService } from './modules/payments/mercadopago-account.service';
import { startMercadoPagoTokenRefresh } from './modules/payments/mercadopago-token.job';
import { retentionJob } from './modules/privacy/retention.job';
import { salesFoldJob, startSalesPendingVacuum } from './modules/reports/sales-fold.job';
import { orphanImagesJob } from './modules/uploads/orphan-images.job';

export function startBackgroundWork(config: Config, database: Database, app: App): () => void {
  const { db } = database;
  const stops = [
    startJobs(
      db,
      [
        retentionJob(config.retentionMonths),
        salesFoldJob(config.salesFoldIntervalMs),
        orphanImagesJob(app.images, config.uploads.orphanGraceHours),
        expiredRowsJob(config.idempotencyWindowSeconds),
        printClaimsJob(),
      ],
      app.log,
    ),
    // The fold's deleted rows, reclaimed by hand: every few seconds on a server, where orders may
    // come by the thousand a second; every minute on PGlite, whose one thread serves the requests.
    startSalesPendingVacuum(db, config.databaseUrl ? 5_000 : 60_000, app.log),
    startScheduledReports({
      db,
      mailer: app.mailer,
      emailsPerDay: config.reportMail.emailsPerDay,
      logger: app.log,
    }),
    startIfoodSync(
      db,
      { baseUrl: config.ifoodBaseUrl, encryptionKey: config.encryptionKey, app: config.ifood },
      app.log,
    ),
    startRappiSync(db, { api: config.rappi, encryptionKey: config.encryptionKey }, app.log),
    startWhatsAppNotifications({
      db,
      settings: {
        graphBaseUrl: config.whatsapp.graphBaseUrl,
        graphVersion: config.whatsapp.graphVersion,
        encryptionKey: config.encryptionKey,
      },
      logger: app.log,
    }),
    startOpenDeliverySync(db, config, app.log),
    startDinerPixPolling(db, createMercadoPagoAccountService(db, config), app.log),
    startBillPixPolling(db, config, createMercadoPagoAccountService(db, config), app.log),
    startMercadoPagoTokenRefresh(createMercadoPagoAccountService(db, config), app.log),
    // The NFC-e receipts: resends, contingency re-reads, XML downloads (issue 35, decision 0052).
    startFiscalReceipts(fiscalDepsOf(db) ?? fiscalDepsOfApp(app)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
