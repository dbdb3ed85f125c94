/**
 * The fiscal profile (issue 35, decision 0052) through the real API on a real database: field
 * errors in Portuguese for a bad CNPJ, IE or CSC; the CSC token never in an answer and encrypted at
 * rest; an empty token on an update keeping the saved one; the till reading the profile without
 * editing it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { FISCAL_PROFILE_ERRORS } from '../../../domain/fiscal/fiscal-profile';
import { fiscalProfiles, restaurants } from '../../db/schema';
import { sandboxCertificate } from '../../integrations/fiscal';
import { decryptSecret } from '../../lib/crypto';
import { actAs } from '../tables/tables.test-helpers';
import { TEST_CSC, VALID_PROFILE } from './profile.test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const CSC = TEST_CSC;

const profileUrl = (id: string) => `/restaurants/${id}/fiscal/profile`;

describe('fiscal profile', () => {
  it('answers null before a profile is saved', async () => {
    const owner = await registerOwner(ctx.app);
    const response = await callApi(ctx.app, 'GET', profileUrl(owner.restaurant.id), owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('refuses an invalid CNPJ, IE and CSC with a message per field', async () => {
    const owner = await registerOwner(ctx.app);
    const response = await callApi(ctx.app, 'PUT', profileUrl(owner.restaurant.id), owner.cookie, {
      ...VALID_PROFILE,
      cnpj: '11.222.333/0001-82',
      stateRegistration: '110.042.490.115',
      cscId: 'abc',
      cscToken: 'curto',
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.fields).toEqual({
      cnpj: FISCAL_PROFILE_ERRORS.cnpj,
      stateRegistration: FISCAL_PROFILE_ERRORS.stateRegistration,
      cscId: FISCAL_PROFILE_ERRORS.cscId,
      cscToken: FISCAL_PROFILE_ERRORS.cscToken,
    });
    expect(body.error).toBe(FISCAL_PROFILE_ERRORS.cnpj);
    const rows = await ctx.app.db
      .select()
      .from(fiscalProfiles)
      .where(eq(fiscalProfiles.restaurantId, owner.restaurant.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses an IE of another state', async () => {
    const owner = await registerOwner(ctx.app);
    const response = await callApi(ctx.app, 'PUT', profileUrl(owner.restaurant.id), owner.cookie, {
      ...VALID_PROFILE,
      state: 'RJ',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({ stateRegistration: FISCAL_PROFILE_ERRORS.stateRegistration });
  });

  it('saves the profile normalised, never answers the CSC token and keeps it encrypted', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    const saved = await callApi(ctx.app, 'PUT', profileUrl(id), owner.cookie, {
      ...VALID_PROFILE,
      issueMode: 'manual',
      askCpfAtCheckout: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(CSC);
    expect(saved.json()).toMatchObject({
      cnpj: '11222333000181',
      stateRegistration: '110042490114',
      cscId: '1',
      cscTokenSet: true,
      issueMode: 'manual',
      askCpfAtCheckout: true,
      nfceRequired: true,
      registered: false,
      tokensSet: false,
      certificate: null,
    });
    const read = await callApi(ctx.app, 'GET', profileUrl(id), owner.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(CSC);
    expect(read.json()).toEqual(saved.json());

    const [row] = await ctx.app.db.select().from(fiscalProfiles).where(eq(fiscalProfiles.restaurantId, id));
    expect(row!.cscTokenEncrypted).not.toContain(CSC);
    expect(row!.cscTokenEncrypted.startsWith('v1.')).toBe(true);
    expect(decryptSecret(ctx.app.config.encryptionKey, row!.cscTokenEncrypted)).toBe(CSC);
  });

  it('keeps the saved CSC token when an update sends it empty, and needs one on the first save', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    const first = await callApi(ctx.app, 'PUT', profileUrl(id), owner.cookie, {
      ...VALID_PROFILE,
      cscToken: '',
    });
    expect(first.statusCode, first.body).toBe(400);
    expect(first.json().fields).toEqual({ cscToken: FISCAL_PROFILE_ERRORS.cscToken });

    expect((await callApi(ctx.app, 'PUT', profileUrl(id), owner.cookie, VALID_PROFILE)).statusCode).toBe(200);
    const updated = await callApi(ctx.app, 'PUT', profileUrl(id), owner.cookie, {
      ...VALID_PROFILE,
      legalName: 'Cantina da Nona Comércio de Alimentos Ltda',
      regime: 'mei',
      cscToken: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ regime: 'mei', nfceRequired: false, issueMode: 'automatico' });
    const [row] = await ctx.app.db.select().from(fiscalProfiles).where(eq(fiscalProfiles.restaurantId, id));
    expect(row!.legalName).toBe('Cantina da Nona Comércio de Alimentos Ltda');
    expect(decryptSecret(ctx.app.config.encryptionKey, row!.cscTokenEncrypted)).toBe(CSC);
  });

  it('lets the till read the profile but not change it', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    await callApi(ctx.app, 'PUT', profileUrl(id), owner.cookie, VALID_PROFILE);
    const { cookie: cashier } = await actAs(ctx.app, { id, registration: owner.registration }, 'caixa');
    const read = await callApi(ctx.app, 'GET', profileUrl(id), cashier);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ cscTokenSet: true, environment: 'homologacao' });
    const write = await callApi(ctx.app, 'PUT', profileUrl(id), cashier, VALID_PROFILE);
    expect(write.statusCode).toBe(403);
  });

  it('refuses a certificate before a profile exists, and a file that is not Base64 or too big', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    const url = `/restaurants/${id}/fiscal/certificate`;
    const pfxBase64 = Buffer.from('qualquer').toString('base64');
    const none = await callApi(ctx.app, 'POST', url, owner.cookie, { pfxBase64, password: 'x' });
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().error).toBe('Salve o perfil fiscal antes de enviar o certificado.');
    await callApi(ctx.app, 'PUT', profileUrl(id), owner.cookie, VALID_PROFILE);
    const notBase64 = await callApi(ctx.app, 'POST', url, owner.cookie, {
      pfxBase64: 'não é base64!',
      password: 'x',
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().fields).toHaveProperty('pfxBase64');
    const big = Buffer.alloc(51 * 1024, 7).toString('base64');
    const tooBig = await callApi(ctx.app, 'POST', url, owner.cookie, { pfxBase64: big, password: 'x' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toContain('50 KB');
    // A restaurant without a CEP is told so by us, before its company record goes to the provider.
    await ctx.app.db.update(restaurants).set({ zipCode: null }).where(eq(restaurants.id, id));
    const noCep = await callApi(
      ctx.app,
      'POST',
      url,
      owner.cookie,
      sandboxCertificate('11222333000181', new Date('2027-03-12T15:00:00.000Z')),
    );
    expect(noCep.statusCode, noCep.body).toBe(422);
    expect(noCep.json().error).toBe(
      'O endereço do restaurante está sem CEP ou sem cidade, que vão na nota fiscal.',
    );
  });

  it('registers the certificate at the provider, keeps its tokens encrypted and never the file nor the password', async () => {
    const owner = await registerOwner(ctx.app);
    const id = owner.restaurant.id;
    const url = `/restaurants/${id}/fiscal/certificate`;
    await callApi(ctx.app, 'PUT', profileUrl(id), owner.cookie, VALID_PROFILE);
    const until = new Date('2027-03-12T15:00:00.000Z');

    const wrongPassword = await callApi(ctx.app, 'POST', url, owner.cookie, {
      ...sandboxCertificate('11222333000181', until),
      password: 'senha-errada',
    });
    expect(wrongPassword.statusCode, wrongPassword.body).toBe(422);
    expect(wrongPassword.json().error).toBe(
      'A senha do certificado não confere. Confira a senha e envie de novo.',
    );
    const otherCnpj = await callApi(
      ctx.app,
      'POST',
      url,
      owner.cookie,
      sandboxCertificate('45723174000110', until),
    );
    expect(otherCnpj.statusCode).toBe(422);
    expect(otherCnpj.json().error).toContain('outro CNPJ');
    const expired = await callApi(
      ctx.app,
      'POST',
      url,
      owner.cookie,
      sandboxCertificate('11222333000181', new Date(Date.now() - 86_400_000)),
    );
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error).toContain('vencido');

    const certificate = sandboxCertificate('11222333000181', until);
    const registered = await callApi(ctx.app, 'POST', url, owner.cookie, certificate);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({
      registered: true,
      tokensSet: true,
      certificate: { validUntil: until.toISOString(), cnpj: '11222333000181' },
    });
    const [row] = await ctx.app.db.select().from(fiscalProfiles).where(eq(fiscalProfiles.restaurantId, id));
    expect(row!.providerCompanyId).toBeTruthy();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(certificate.password);
    expect(stored).not.toContain(certificate.pfxBase64);
    expect(row!.tokenHomologacaoEncrypted!.startsWith('v1.')).toBe(true);
    expect(decryptSecret(ctx.app.config.encryptionKey, row!.tokenHomologacaoEncrypted!)).toMatch(/\w{8,}/);
    for (const response of [registered, await callApi(ctx.app, 'GET', profileUrl(id), owner.cookie)]) {
      expect(response.body).not.toContain(
        decryptSecret(ctx.app.config.encryptionKey, row!.tokenHomologacaoEncrypted!),
      );
      expect(response.body).not.toContain(CSC);
    }

    // A new CSC on a registered restaurant goes to the provider too, which answers new tokens.
    const updated = await callApi(ctx.app, 'PUT', profileUrl(id), owner.cookie, {
      ...VALID_PROFILE,
      cscToken: 'NOVOCSC0000000000001',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      registered: true,
      certificate: { validUntil: until.toISOString() },
    });
  });
});
