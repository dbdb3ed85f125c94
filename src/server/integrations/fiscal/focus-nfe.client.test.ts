/**
 * The Focus NFe client against the fake Focus NFe over real HTTP (test/fakes/focus-nfe.ts): every
 * mapping of decision 0056, from the published answers the fake reproduces.
 */
import { isValidNfeKey } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeFocusNfe, standInCertificate } from '../../../../test/fakes/focus-nfe';
import type { FiscalProfile } from '../../../domain/fiscal/fiscal-profile';
import { presetTax } from '../../../domain/fiscal/item-tax';
import { buildNfce, HOMOLOGATION_TEXT, type NfceDocument, type NfceSale } from '../../../domain/fiscal/nfce';
import type { CompanyRegistration, FiscalIssuer, FiscalProvider } from './fiscal-provider';
import { createFocusNfe, focusDateTime, receiptStatusOf } from './focus-nfe.client';

const CNPJ = '11222333000181';
const CNPJ_NORMAL = '11444777000161';
const CPF = '52998224725';
const CSC = { id: '1', token: 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6Q7R8' };

const profile = (overrides: Partial<FiscalProfile> = {}): FiscalProfile => ({
  cnpj: CNPJ,
  stateRegistration: '110042490114',
  legalName: 'Cantina da Nona Ltda',
  state: 'SP',
  regime: 'simples',
  environment: 'homologacao',
  cscId: CSC.id,
  cscToken: CSC.token,
  ...overrides,
});

function document(overrides: Partial<NfceSale> = {}): NfceDocument {
  const built = buildNfce({
    ref: 'bill_0001',
    lines: [
      {
        code: 'item1',
        description: 'Prato feito',
        quantity: 2,
        unitCents: 3000,
        tax: presetTax('prato', 'simples'),
      },
      {
        code: 'item2',
        description: 'Refrigerante lata',
        quantity: 1,
        unitCents: 800,
        tax: presetTax('refrigerante', 'simples'),
      },
    ],
    discountCents: 0,
    freightCents: 0,
    payments: [
      { method: 'cash', amountCents: 3000 },
      { method: 'pix', amountCents: 3800 },
    ],
    cpf: CPF,
    presence: 'presencial',
    homologation: true,
    ...overrides,
  });
  if (!built.ok) throw new Error(built.error);
  return built.document;
}

const fake = new FakeFocusNfe();
const logLines: string[] = [];
let focus: FiscalProvider;
let issuer: FiscalIssuer;
let normalIssuer: FiscalIssuer;
let refCounter = 0;
const nextRef = () => `bill_${Date.now().toString(36)}_${++refCounter}`;

function client(timeoutMs = 2_000, resellerToken: string | null = fake.resellerToken): FiscalProvider {
  return createFocusNfe({
    homologationUrl: fake.baseUrl,
    productionUrl: `${fake.baseUrl}/`,
    resellerToken,
    timeoutMs,
    logger: { warn: (details, message) => logLines.push(`${message} ${JSON.stringify(details)}`) },
  });
}

beforeAll(async () => {
  await fake.start();
  focus = client();
  const company = fake.addCompany({ cnpj: CNPJ, regimeTributario: 1, uf: 'SP', csc: { homologacao: CSC } });
  issuer = { profile: profile(), token: company.tokens.homologacao };
  const normal = fake.addCompany({
    cnpj: CNPJ_NORMAL,
    regimeTributario: 3,
    uf: 'SP',
    csc: { homologacao: CSC },
  });
  normalIssuer = {
    profile: profile({ cnpj: CNPJ_NORMAL, regime: 'normal' }),
    token: normal.tokens.homologacao,
  };
});

beforeEach(() => {
  fake.mode = 'normal';
  fake.rateLimit = 100;
});

afterAll(async () => {
  await fake.stop();
  // Not one log line carries a token, the reseller's token or the consumer's CPF.
  expect(logLines.length).toBeGreaterThan(3);
  const secrets = [CPF, fake.resellerToken, issuer.token, normalIssuer.token];
  for (const line of logLines) for (const secret of secrets) expect(line).not.toContain(secret);
});

describe('issue', () => {
  it('sends a sale paid in two methods as one NFC-e with both payments, and reads the authorization', async () => {
    const ref = nextRef();
    const issuedAt = fake.clock.now();
    const answer = await focus.issue(issuer, document({ ref }), issuedAt);
    expect(answer.kind).toBe('answered');
    if (answer.kind !== 'answered') return;
    const receipt = answer.value;
    expect(receipt).toMatchObject({
      ref,
      status: 'autorizada',
      number: '1',
      series: '1',
      contingency: false,
    });
    expect(receipt.accessKey).toMatch(/^\d{44}$/);
    expect(isValidNfeKey(receipt.accessKey!)).toBe(true);
    expect(receipt.accessKey!.slice(20, 22)).toBe('65');
    expect(receipt.accessKey!.slice(6, 20)).toBe(CNPJ);
    expect(receipt.qrCodeUrl).toContain(`p=${receipt.accessKey}|2|2|1|`);
    expect(receipt.consultUrl).toMatch(/\/nfce\/consulta$/);
    expect(receipt.protocol).toMatch(/^\d{15}$/);
    expect(Math.abs(receipt.authorizedAt!.getTime() - issuedAt.getTime())).toBeLessThan(5_000);
    expect(receipt.xmlPath).toContain(`${receipt.accessKey}-nfe.xml`);
    expect(fake.note(ref)?.authorizations).toBe(1);

    const [request] = fake.requestsTo('/v2/nfce').filter((item) => item.query.ref === ref);
    expect(request!.method).toBe('POST');
    expect(request!.query.completa).toBe('1');
    expect(FakeFocusNfe.tokenOf(request!.headers)).toBe(issuer.token);
    const body = request!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      cnpj_emitente: CNPJ,
      data_emissao: focusDateTime(issuedAt),
      presenca_comprador: '1',
      modalidade_frete: '9',
      natureza_operacao: 'VENDA AO CONSUMIDOR',
      cpf_destinatario: CPF,
      nome_destinatario: HOMOLOGATION_TEXT,
      formas_pagamento: [
        { forma_pagamento: '01', valor_pagamento: '30.00' },
        { forma_pagamento: '17', valor_pagamento: '38.00' },
      ],
    });
    expect(body.data_emissao).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(body.items).toEqual([
      expect.objectContaining({
        numero_item: '1',
        descricao: HOMOLOGATION_TEXT,
        codigo_ncm: '21069090',
        cfop: '5101',
        icms_situacao_tributaria: '102',
        icms_origem: '0',
        quantidade_comercial: '2.00',
        valor_unitario_comercial: '30.00',
        valor_bruto: '60.00',
      }),
      expect.objectContaining({
        numero_item: '2',
        descricao: 'Refrigerante lata',
        cfop: '5405',
        cest: '0301100',
        icms_situacao_tributaria: '500',
      }),
    ]);
    expect((body.items as Record<string, unknown>[])[0]).not.toHaveProperty('cest');

    // The authorized XML downloads from the environment's host.
    const xml = await focus.downloadXml(issuer, receipt.xmlPath!);
    expect(xml.kind === 'answered' && xml.value).toContain(`NFe${receipt.accessKey}`);
  });

  it('sends a production note without the homologation text, and no CPF when none was asked', async () => {
    const company = fake.addCompany({
      cnpj: '45723174000110',
      regimeTributario: 1,
      uf: 'PR',
      csc: { producao: CSC },
    });
    const producer: FiscalIssuer = {
      profile: profile({ cnpj: '45723174000110', state: 'PR', environment: 'producao' }),
      token: company.tokens.producao,
    };
    const ref = nextRef();
    const answer = await focus.issue(
      producer,
      document({ ref, cpf: null, homologation: false }),
      fake.clock.now(),
    );
    expect(answer.kind === 'answered' && answer.value.status).toBe('autorizada');
    expect(answer.kind === 'answered' && answer.value.accessKey?.slice(0, 2)).toBe('41');
    const body = fake.requestsTo('/v2/nfce').find((item) => item.query.ref === ref)!.body as Record<
      string,
      unknown
    >;
    expect(body).not.toHaveProperty('cpf_destinatario');
    expect(body).not.toHaveProperty('nome_destinatario');
    expect((body.items as Record<string, unknown>[])[0]!.descricao).toBe('Prato feito');
    // No item has an approximate tax percentage: no `valor_total_tributos`.
    for (const item of body.items as Record<string, unknown>[])
      expect(item).not.toHaveProperty('valor_total_tributos');
  });

  it("sends Lei 12.741's approximate taxes per item as `valor_total_tributos`, only where the item has them", async () => {
    const ref = nextRef();
    const taxed = document({
      ref,
      lines: [
        {
          code: 'item1',
          description: 'Prato feito',
          quantity: 2,
          unitCents: 3000,
          tax: { ...presetTax('prato', 'simples'), approxTaxPercent: 13.45 },
        },
        {
          code: 'item2',
          description: 'Refrigerante lata',
          quantity: 1,
          unitCents: 800,
          tax: presetTax('refrigerante', 'simples'),
        },
      ],
    });
    const answer = await focus.issue(issuer, taxed, fake.clock.now());
    expect(answer.kind === 'answered' && answer.value.status).toBe('autorizada');
    const body = fake.requestsTo('/v2/nfce').find((item) => item.query.ref === ref)!.body as Record<
      string,
      unknown
    >;
    const items = body.items as Record<string, unknown>[];
    // R$ 60,00 × 13,45% = R$ 8,07.
    expect(items[0]!.valor_total_tributos).toBe('8.07');
    expect(items[1]).not.toHaveProperty('valor_total_tributos');
  });

  it('reads a SEFAZ rejection with its code: a CSOSN under the normal regime (591), an incomplete NCM (777)', async () => {
    const csosn = await focus.issue(normalIssuer, document({ ref: nextRef() }), fake.clock.now());
    expect(csosn).toMatchObject({ kind: 'answered', value: { status: 'rejeitada', sefazCode: '591' } });
    expect(csosn.kind === 'answered' && csosn.value.accessKey).toBeNull();

    const tax = { ...presetTax('prato', 'simples'), ncm: '2106909' };
    const ref = nextRef();
    const ncm = await focus.issue(
      issuer,
      document({
        ref,
        lines: [{ code: 'x', description: 'Prato', quantity: 1, unitCents: 6800, tax }],
      }),
      fake.clock.now(),
    );
    expect(ncm).toMatchObject({ kind: 'answered', value: { status: 'rejeitada', sefazCode: '777' } });
    // A rejected reference may be corrected and sent again under the same reference.
    const again = await focus.issue(issuer, document({ ref }), fake.clock.now());
    expect(again.kind === 'answered' && again.value.status).toBe('autorizada');
  });

  it('sends a delivery by the restaurant with its freight shared over the items and itself as transporter', async () => {
    const address = {
      street: 'Rua Augusta',
      number: '100',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      cep: '01305000',
    };
    const ref = nextRef();
    const sale: Partial<NfceSale> = {
      presence: 'entrega',
      freightCents: 500,
      payments: [{ method: 'pix', amountCents: 7300 }],
    };
    const answer = await focus.issue({ ...issuer, address }, document({ ...sale, ref }), fake.clock.now());
    expect(answer.kind === 'answered' && answer.value.status).toBe('autorizada');
    const body = fake.requestsTo('/v2/nfce').find((item) => item.query.ref === ref)!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      presenca_comprador: '4',
      modalidade_frete: '0',
      cnpj_transportador: CNPJ,
      nome_transportador: 'Cantina da Nona Ltda',
      uf_transportador: 'SP',
      endereco_transportador: 'Rua Augusta, 100',
      municipio_transportador: 'São Paulo',
      formas_pagamento: [{ forma_pagamento: '17', valor_pagamento: '73.00' }],
    });
    const freights = (body.items as Record<string, string>[]).map((item) => Number(item.valor_frete ?? 0));
    expect(freights.reduce((sum, value) => sum + value, 0)).toBeCloseTo(5, 2);

    // Without the restaurant's address Focus refuses the delivery note for its missing transporter.
    const refused = await focus.issue(issuer, document({ ...sale, ref: nextRef() }), fake.clock.now());
    expect(refused).toMatchObject({ kind: 'refused', httpStatus: 400, code: 'requisicao_invalida' });
  });

  it('reads a denial', async () => {
    fake.denyNext = true;
    const answer = await focus.issue(issuer, document({ ref: nextRef() }), fake.clock.now());
    expect(answer).toMatchObject({ kind: 'answered', value: { status: 'denegada', sefazCode: '301' } });
  });

  it('reads a note issued in contingency while SEFAZ is down, then effected when it is back', async () => {
    fake.mode = 'sefaz-down';
    const ref = nextRef();
    const answer = await focus.issue(issuer, document({ ref }), fake.clock.now());
    expect(answer).toMatchObject({ kind: 'answered', value: { status: 'contingencia', contingency: true } });
    if (answer.kind !== 'answered') return;
    expect(answer.value.accessKey!.charAt(34)).toBe('9');
    expect(isValidNfeKey(answer.value.accessKey!)).toBe(true);
    expect(answer.value.protocol).toBeNull();

    fake.mode = 'normal';
    const still = await focus.get(issuer, ref);
    expect(still.kind === 'answered' && still.value.status).toBe('contingencia');
    expect(fake.effectContingencies()).toBeGreaterThanOrEqual(1);
    const effected = await focus.get(issuer, ref);
    expect(effected).toMatchObject({
      kind: 'answered',
      value: { status: 'autorizada', contingency: false, accessKey: answer.value.accessKey },
    });
    expect(effected.kind === 'answered' && effected.value.protocol).toMatch(/^\d{15}$/);
    expect(fake.note(ref)?.authorizations).toBe(1);
  });

  it('answers unreachable when Focus fails (503), drops the connection, refuses it, or throttles (429)', async () => {
    fake.mode = 'provider-down';
    expect(await focus.issue(issuer, document({ ref: nextRef() }), fake.clock.now())).toMatchObject({
      kind: 'unreachable',
    });
    fake.mode = 'connection-reset';
    expect(await focus.issue(issuer, document({ ref: nextRef() }), fake.clock.now())).toMatchObject({
      kind: 'unreachable',
    });
    fake.mode = 'normal';

    const closed = await new FakeFocusNfe().start();
    const url = closed.baseUrl;
    await closed.stop();
    const nowhere = createFocusNfe({
      homologationUrl: url,
      productionUrl: url,
      resellerToken: null,
      timeoutMs: 1_000,
    });
    expect(await nowhere.get(issuer, 'bill_1')).toMatchObject({ kind: 'unreachable', reason: 'network' });

    fake.rateLimit = 1;
    fake.clock.advance(61_000);
    const first = await focus.get(issuer, 'bill_unknown');
    expect(first).toMatchObject({ kind: 'refused', httpStatus: 404, code: 'nao_encontrado' });
    const last = fake.requests.at(-1)!;
    expect(last.path).toBe('/v2/nfce/bill_unknown');
    expect(await focus.get(issuer, 'bill_unknown')).toMatchObject({
      kind: 'unreachable',
      reason: 'http 429',
    });
    fake.clock.advance(61_000);
  });

  it('sends the rate-limit headers Focus documents', async () => {
    const response = await fetch(`${fake.baseUrl}/v2/nfce/bill_nada`, {
      headers: { authorization: `Basic ${Buffer.from(`${issuer.token}:`).toString('base64')}` },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('rate-limit-limit')).toBe('100');
    expect(Number(response.headers.get('rate-limit-remaining'))).toBeLessThan(100);
    expect(Number(response.headers.get('rate-limit-reset'))).toBeGreaterThan(0);
  });

  it('issues once when the answer comes after the timeout: unreachable, then found authorized', async () => {
    fake.mode = 'slow';
    fake.slowMs = 900;
    const impatient = client(300);
    const ref = nextRef();
    const first = await impatient.issue(issuer, document({ ref }), fake.clock.now());
    expect(first).toMatchObject({ kind: 'unreachable', reason: 'timeout' });
    fake.mode = 'normal';
    const found = await focus.get(issuer, ref);
    expect(found.kind === 'answered' && found.value.status).toBe('autorizada');

    // Sent again under the same reference: Focus answers 422 nfe_autorizada and the client reads it.
    const again = await focus.issue(issuer, document({ ref }), fake.clock.now());
    expect(again).toMatchObject({ kind: 'answered', value: { status: 'autorizada' } });
    expect(again.kind === 'answered' && found.kind === 'answered' && again.value.accessKey).toBe(
      found.kind === 'answered' ? found.value.accessKey : null,
    );
    const posts = fake.requestsTo('/v2/nfce').filter((item) => item.query.ref === ref);
    expect(posts).toHaveLength(2);
    expect(fake.note(ref)?.authorizations).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 700));
  });

  it('is refused with the provider message on a bad token, an unknown note or a bad request', async () => {
    expect(await focus.get({ ...issuer, token: 'nao-existe' }, 'bill_1')).toMatchObject({
      kind: 'refused',
      httpStatus: 403,
      code: 'permissao_negada',
    });
    const other = await focus.issue(
      { profile: profile({ cnpj: CNPJ_NORMAL }), token: issuer.token },
      document({ ref: nextRef() }),
      fake.clock.now(),
    );
    expect(other).toMatchObject({
      kind: 'refused',
      httpStatus: 403,
      message: 'CNPJ do emitente não autorizado',
    });
    const badRef = await focus.issue(issuer, document({ ref: 'bill-com-hifen' }), fake.clock.now());
    expect(badRef).toMatchObject({ kind: 'refused', httpStatus: 400, code: 'requisicao_invalida' });
    const outside = await focus.downloadXml(issuer, 'https://example.com/x.xml');
    expect(outside.kind).toBe('refused');
  });

  it('is rejected when the emission time is more than five minutes off (a retry sends its own time)', async () => {
    const late = new Date(fake.clock.now().getTime() - 10 * 60_000);
    const answer = await focus.issue(issuer, document({ ref: nextRef() }), late);
    expect(answer).toMatchObject({ kind: 'answered', value: { status: 'rejeitada', sefazCode: '704' } });
  });
});

describe('cancel', () => {
  it('cancels within 30 minutes, and reads a second cancel as the note already cancelled', async () => {
    const ref = nextRef();
    const issued = await focus.issue(issuer, document({ ref }), fake.clock.now());
    expect(issued.kind === 'answered' && issued.value.status).toBe('autorizada');
    fake.clock.advance(29 * 60_000);
    const cancelled = await focus.cancel(issuer, ref, 'Cliente desistiu da compra no caixa');
    expect(cancelled).toMatchObject({ kind: 'answered', value: { status: 'cancelada', ref } });
    if (cancelled.kind !== 'answered') return;
    expect(cancelled.value.cancelXmlPath).toMatch(/-can\.xml$/);
    expect(cancelled.value.accessKey).toBe(issued.kind === 'answered' ? issued.value.accessKey : '');
    const [request] = fake.requestsTo(`/v2/nfce/${ref}`).filter((item) => item.method === 'DELETE');
    expect(request!.body).toEqual({ justificativa: 'Cliente desistiu da compra no caixa' });
    const cancelXml = await focus.downloadXml(issuer, cancelled.value.cancelXmlPath!);
    expect(cancelXml.kind === 'answered' && cancelXml.value).toContain('<tpEvento>110111</tpEvento>');

    const twice = await focus.cancel(issuer, ref, 'Cliente desistiu da compra no caixa');
    expect(twice).toMatchObject({ kind: 'answered', value: { status: 'cancelada' } });
    fake.clock.advance(61_000);
  });

  it('after 30 minutes the note stands, with SEFAZ 501', async () => {
    const ref = nextRef();
    await focus.issue(issuer, document({ ref }), fake.clock.now());
    fake.clock.advance(31 * 60_000);
    const late = await focus.cancel(issuer, ref, 'Cliente desistiu da compra no caixa');
    expect(late).toMatchObject({ kind: 'answered', value: { status: 'autorizada', sefazCode: '501' } });
    fake.clock.advance(61_000);
  });

  it('is refused with Focus message on a short justification or a note that was not authorized', async () => {
    const ref = nextRef();
    await focus.issue(issuer, document({ ref }), fake.clock.now());
    expect(await focus.cancel(issuer, ref, 'curta')).toMatchObject({
      kind: 'refused',
      httpStatus: 400,
      message: 'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres',
    });
    const rejected = nextRef();
    await focus.issue(normalIssuer, document({ ref: rejected }), fake.clock.now());
    expect(await focus.cancel(normalIssuer, rejected, 'Cliente desistiu da compra no caixa')).toMatchObject({
      kind: 'refused',
      httpStatus: 422,
      code: 'nfe_nao_autorizada',
    });
  });
});

describe('registerCompany', () => {
  const registration = (cnpj: string): CompanyRegistration => ({
    profile: profile({ cnpj }),
    tradeName: 'Cantina da Nona',
    email: 'fiscal@cantina.example',
    phone: '1130000000',
    address: {
      street: 'Rua Augusta',
      number: '100',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      cep: '01305-000',
    },
    providerCompanyId: null,
  });

  it('registers a restaurant with its certificate on the production host, and it can issue at once', async () => {
    const cnpj = '04252011000110';
    const until = new Date(fake.clock.now().getTime() + 200 * 86_400_000);
    const answer = await focus.registerCompany(registration(cnpj), standInCertificate(cnpj, until));
    expect(answer.kind).toBe('answered');
    if (answer.kind !== 'answered') return;
    expect(answer.value.providerCompanyId).toMatch(/^\d+$/);
    expect(answer.value.certificateCnpj).toBe(cnpj);
    expect(Math.abs(answer.value.certificateValidUntil!.getTime() - until.getTime())).toBeLessThan(1_000);
    expect(answer.value.tokens.homologacao).not.toBe('');
    expect(answer.value.tokens.producao).not.toBe('');
    const [request] = fake.requestsTo('/v2/empresas');
    expect(FakeFocusNfe.tokenOf(request!.headers)).toBe(fake.resellerToken);
    expect(request!.body).toMatchObject({
      cnpj,
      nome: 'Cantina da Nona Ltda',
      regime_tributario: 1,
      habilita_nfce: true,
      csc_nfce_homologacao: CSC.token,
      id_token_nfce_homologacao: CSC.id,
      cep: '01305000',
    });

    const issued = await focus.issue(
      { profile: profile({ cnpj }), token: answer.value.tokens.homologacao },
      document({ ref: nextRef() }),
      fake.clock.now(),
    );
    expect(issued.kind === 'answered' && issued.value.status).toBe('autorizada');

    // An update (a new CSC) goes by PUT to the company's id.
    const updated = await focus.registerCompany(
      { ...registration(cnpj), providerCompanyId: answer.value.providerCompanyId },
      null,
    );
    expect(updated).toMatchObject({
      kind: 'answered',
      value: { providerCompanyId: answer.value.providerCompanyId },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/v2/empresas/${answer.value.providerCompanyId}`,
    });
  });

  it('is refused with the first error in Portuguese on a bad certificate, another CNPJ, or an expired one', async () => {
    const cnpj = '19131243000197';
    const bad = await focus.registerCompany(registration(cnpj), {
      pfxBase64: 'bm90IGEgcGZ4',
      password: '123',
    });
    expect(bad).toMatchObject({ kind: 'refused', httpStatus: 422, code: 'erro_validacao' });
    expect(bad.kind === 'refused' && bad.message).toContain('Houve um erro ao instalar o certificado');
    const future = new Date(fake.clock.now().getTime() + 86_400_000);
    const other = await focus.registerCompany(registration(cnpj), standInCertificate(CNPJ, future));
    expect(other.kind === 'refused' && other.message).toContain('Certificado não pertence ao CNPJ informado');
    const past = new Date(fake.clock.now().getTime() - 86_400_000);
    const expired = await focus.registerCompany(registration(cnpj), standInCertificate(cnpj, past));
    expect(expired.kind === 'refused' && expired.message).toContain(
      'Certificado com prazo de validade vencido',
    );
  });

  it('is refused without Comanda account at Focus, or with a token Focus does not know', async () => {
    expect(await client(2_000, null).registerCompany(registration('19131243000197'), null)).toMatchObject({
      kind: 'refused',
    });
    expect(await client(2_000, 'errado').registerCompany(registration('19131243000197'), null)).toMatchObject(
      {
        kind: 'refused',
        httpStatus: 401,
      },
    );
  });
});

describe('receiptStatusOf', () => {
  it('maps the statuses Focus documents, and processando_autorizacao to pendente', () => {
    expect(receiptStatusOf({ status: 'autorizado' })).toBe('autorizada');
    expect(
      receiptStatusOf({
        status: 'autorizado',
        contingencia_offline: true,
        contingencia_offline_efetivada: false,
      }),
    ).toBe('contingencia');
    expect(
      receiptStatusOf({
        status: 'autorizado',
        contingencia_offline: true,
        contingencia_offline_efetivada: true,
      }),
    ).toBe('autorizada');
    expect(receiptStatusOf({ status: 'erro_autorizacao' })).toBe('rejeitada');
    expect(receiptStatusOf({ status: 'denegado' })).toBe('denegada');
    expect(receiptStatusOf({ status: 'cancelado' })).toBe('cancelada');
    expect(receiptStatusOf({ status: 'processando_autorizacao' })).toBe('pendente');
    expect(receiptStatusOf({ status: 'outro' })).toBeNull();
  });
});
