/**
 * The app's fiscal provider (issue 35, decision 0056): Focus NFe's client on the configured hosts.
 *
 * With no reseller token configured (FOCUS_NFE_RESELLER_TOKEN), outside a production deployment on
 * PostgreSQL (`npm start` on the embedded database is the demo), and the homologation host left at
 * its published default, the client talks to the local sandbox instead
 * (`focus-nfe-sandbox.ts`, on 127.0.0.1 and a free port, started at the first call): `npm start`
 * then registers the demo restaurant and issues its NFC-e in homologação with no account at Focus,
 * through the same client and HTTP as production. The sandbox keeps its state in DATA_DIR, so the
 * restaurant's tokens and receipts outlive a restart. Tests that run their own fake set the hosts
 * (and the token) through the environment.
 *
 * In a production deployment without a reseller token the real client still issues with each restaurant's own
 * emission token; only registering a restaurant is refused.
 */
import path from 'node:path';
import type { Config } from '../../config';
import type { FiscalProvider } from './fiscal-provider';
import { createFocusNfe, FOCUS_NFE_HOMOLOGATION_URL, type FocusNfeLogger } from './focus-nfe.client';
import { FocusNfeSandbox, standInCertificate } from './focus-nfe-sandbox';

export { standInCertificate as sandboxCertificate };

export interface AppFiscalProvider extends FiscalProvider {
  /** True when the NFC-e go to the local sandbox (no fiscal value): the demo, or a try-out. */
  readonly sandbox: boolean;
  close(): Promise<void>;
}

const TIMEOUT_MS = 15_000;

/**
 * A real deployment is production on PostgreSQL (DATABASE_URL); `npm start` runs NODE_ENV=production
 * on the embedded database, and that is the demo, so it gets the sandbox, as Mercado Pago's
 * stand-in does (modules/payments/payment-provider.ts).
 */
export function usesFiscalSandbox(config: Config): boolean {
  const deployment = config.env === 'production' && Boolean(config.databaseUrl);
  return (
    !config.focusNfe.resellerToken &&
    !deployment &&
    config.focusNfe.homologationUrl.replace(/\/$/, '') === FOCUS_NFE_HOMOLOGATION_URL
  );
}

export function createFiscalProvider(config: Config, logger?: FocusNfeLogger): AppFiscalProvider {
  if (!usesFiscalSandbox(config)) {
    const client = createFocusNfe({ ...config.focusNfe, timeoutMs: TIMEOUT_MS, logger });
    return { ...client, name: client.name, sandbox: false, close: async () => {} };
  }
  const sandbox = new FocusNfeSandbox({ stateFile: path.join(config.dataDir, 'focus-nfe-sandbox.json') });
  let started: Promise<FiscalProvider> | null = null;
  let closed = false;
  const ready = (): Promise<FiscalProvider> => {
    if (closed) return Promise.reject(new Error('fiscal sandbox closed'));
    started ??= sandbox.start().then(() =>
      createFocusNfe({
        homologationUrl: sandbox.baseUrl,
        productionUrl: sandbox.baseUrl,
        resellerToken: sandbox.resellerToken,
        timeoutMs: TIMEOUT_MS,
        logger,
      }),
    );
    return started;
  };
  return {
    name: 'focus-nfe',
    sandbox: true,
    registerCompany: async (company, certificate) => (await ready()).registerCompany(company, certificate),
    issue: async (issuer, document, issuedAt) => (await ready()).issue(issuer, document, issuedAt),
    get: async (issuer, ref) => (await ready()).get(issuer, ref),
    cancel: async (issuer, ref, justification) => (await ready()).cancel(issuer, ref, justification),
    downloadXml: async (issuer, xmlPath) => (await ready()).downloadXml(issuer, xmlPath),
    async close() {
      closed = true;
      if (started) await started.then(() => sandbox.stop()).catch(() => sandbox.stop());
    },
  };
}
