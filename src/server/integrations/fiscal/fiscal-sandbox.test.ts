/**
 * The app's fiscal provider (decision 0056): with no Focus account configured, outside production,
 * the app's NFC-e go to the local sandbox through the real client over HTTP, and the sandbox keeps
 * the restaurant's tokens and receipts across restarts; with an account, or configured hosts, the
 * client talks to them.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isValidNfeKey } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeFocusNfe } from '../../../../test/fakes/focus-nfe';
import { createTestApp, type TestContext } from '../../../../test/harness/app';
import { presetTax } from '../../../domain/fiscal/item-tax';
import { buildNfce } from '../../../domain/fiscal/nfce';
import { loadConfig } from '../../config';
import type { CompanyRegistration, FiscalIssuer } from './fiscal-provider';
import { createFiscalProvider, sandboxCertificate, usesFiscalSandbox } from './index';

const CNPJ = '11222333000181';

const registration: CompanyRegistration = {
  profile: {
    cnpj: CNPJ,
    stateRegistration: '110042490114',
    legalName: 'Cantina da Nona Ltda',
    state: 'SP',
    regime: 'simples',
    environment: 'homologacao',
    cscId: '1',
    cscToken: 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6Q7R8',
  },
  tradeName: 'Cantina da Nona',
  email: 'fiscal@cantina.example',
  phone: '1130000000',
  address: {
    street: 'Rua Augusta',
    number: '100',
    neighborhood: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
    cep: '01305000',
  },
  providerCompanyId: null,
};

function note(ref: string) {
  const built = buildNfce({
    ref,
    lines: [
      {
        code: 'p1',
        description: 'Prato feito',
        quantity: 1,
        unitCents: 3500,
        tax: presetTax('prato', 'simples'),
      },
    ],
    discountCents: 0,
    freightCents: 0,
    payments: [{ method: 'credit', amountCents: 3500 }],
    cpf: null,
    presence: 'presencial',
    homologation: true,
  });
  if (!built.ok) throw new Error(built.error);
  return built.document;
}

describe('the app without a Focus account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('registers the restaurant and issues its NFC-e in the sandbox, which outlives a restart', async () => {
    const provider = ctx.app.fiscalProvider;
    expect(provider.sandbox).toBe(true);
    const until = new Date(Date.now() + 365 * 86_400_000);
    const company = await provider.registerCompany(registration, sandboxCertificate(CNPJ, until));
    expect(company.kind).toBe('answered');
    if (company.kind !== 'answered') return;
    const issuer: FiscalIssuer = { profile: registration.profile, token: company.value.tokens.homologacao };
    const issued = await provider.issue(issuer, note('bill_sandbox1'), new Date());
    expect(issued.kind).toBe('answered');
    if (issued.kind !== 'answered') return;
    expect(issued.value.status).toBe('autorizada');
    expect(isValidNfeKey(issued.value.accessKey!)).toBe(true);
    const xml = await provider.downloadXml(issuer, issued.value.xmlPath!);
    expect(xml.kind === 'answered' && xml.value).toContain(issued.value.accessKey);

    // The consumer's links answer while the app runs.
    const page = await fetch(issued.value.consultUrl!);
    expect(page.status).toBe(200);

    // A second run of the app on the same DATA_DIR finds the restaurant's token and its receipt.
    const again = createFiscalProvider(loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir }));
    try {
      const found = await again.get(issuer, 'bill_sandbox1');
      expect(found).toMatchObject({
        kind: 'answered',
        value: { status: 'autorizada', accessKey: issued.value.accessKey },
      });
    } finally {
      await again.close();
    }
  });

  it('stops the sandbox when the app closes', async () => {
    const other = await createTestApp();
    const provider = other.app.fiscalProvider;
    const company = await provider.registerCompany(
      { ...registration, profile: { ...registration.profile, cnpj: '45723174000110' } },
      null,
    );
    expect(company.kind).toBe('answered');
    await other.close();
    expect(
      await provider.get({ profile: registration.profile, token: 'x' }, 'bill_1').catch(() => 'closed'),
    ).toBe('closed');
  });
});

describe('createFiscalProvider', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-fiscal-'));

  it('uses the sandbox only without a reseller token, outside a deployment, on the default hosts', () => {
    const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(usesFiscalSandbox(config({ NODE_ENV: 'development' }))).toBe(true);
    // `npm start` runs NODE_ENV=production on the embedded database: the demo, so the sandbox.
    expect(usesFiscalSandbox(config({ NODE_ENV: 'production' }))).toBe(true);
    expect(
      usesFiscalSandbox(
        config({ NODE_ENV: 'production', DATABASE_URL: 'postgres://comanda@127.0.0.1/comanda' }),
      ),
    ).toBe(false);
    expect(
      usesFiscalSandbox(
        config({ NODE_ENV: 'development', DATABASE_URL: 'postgres://comanda@127.0.0.1/comanda' }),
      ),
    ).toBe(true);
    expect(usesFiscalSandbox(config({ NODE_ENV: 'test', FOCUS_NFE_RESELLER_TOKEN: 'conta' }))).toBe(false);
    expect(
      usesFiscalSandbox(config({ NODE_ENV: 'test', FOCUS_NFE_HOMOLOGATION_URL: 'http://127.0.0.1:9/' })),
    ).toBe(false);
    expect(config({}).focusNfe).toEqual({
      homologationUrl: 'https://homologacao.focusnfe.com.br',
      productionUrl: 'https://api.focusnfe.com.br',
      resellerToken: null,
    });
  });

  it('talks to the configured hosts with the configured reseller token', async () => {
    const fake = await new FakeFocusNfe().start();
    const ctx = await createTestApp({
      FOCUS_NFE_HOMOLOGATION_URL: fake.baseUrl,
      FOCUS_NFE_PRODUCTION_URL: fake.baseUrl,
      FOCUS_NFE_RESELLER_TOKEN: fake.resellerToken,
    });
    try {
      expect(ctx.app.fiscalProvider.sandbox).toBe(false);
      const company = await ctx.app.fiscalProvider.registerCompany(
        registration,
        sandboxCertificate(CNPJ, new Date(Date.now() + 86_400_000)),
      );
      expect(company.kind).toBe('answered');
      expect(fake.requestsTo('/v2/empresas')).toHaveLength(1);
    } finally {
      await ctx.close();
      await fake.stop();
    }
  });
});
