/**
 * A new account was listed in Explorar the moment it existed. Now sign-up mails a confirmation link
 * (a random single-use token, only its hash stored, expiring: OWASP ASVS V2.5/V3.5 as for reset
 * links), and until the owner opens it the restaurant keeps its panel and trial but is not listed
 * in Explorar (list, cities, municipalities) and may not send e-mail through the platform. Its
 * menu stays reachable by its direct link (decision 0022).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens } from '../../src/server/db/schema';
import { callApi, createTestApp, registerOwner, type TestContext } from '../harness/app';
import { confirmationToken } from '../harness/email-confirmation';
import { mailAddresses, mailHeader, plainBody } from '../harness/mail-headers';
import { rawOutbox, readOutbox, waitForMail } from '../harness/outbox';
import { markEmailVerified } from '../harness/report-recipients';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => ctx?.close());

const listedIds = async () =>
  ((await callApi(ctx.app, 'GET', '/restaurants')).json() as { id: string }[]).map((row) => row.id);
const verify = (token: string) => callApi(ctx.app, 'POST', '/auth/email/verify', undefined, { token });

describe('the e-mail confirmation link', () => {
  it('an unconfirmed restaurant is out of Explorar, keeps its panel and its menu link; the link lists it', async () => {
    const city = 'Cidade Sem Confirmação';
    const { restaurant, registration, cookie } = await registerOwner(ctx.app, { city });
    expect(await listedIds()).not.toContain(restaurant.id);
    expect((await callApi(ctx.app, 'GET', '/restaurants/cities')).json()).not.toContain(city);
    expect((await callApi(ctx.app, 'GET', `/restaurants/${restaurant.id}`)).statusCode).toBe(200);
    expect((await callApi(ctx.app, 'GET', `/restaurants/${restaurant.id}/menu`)).statusCode).toBe(200);
    const me = await callApi(ctx.app, 'GET', '/auth/me', cookie);
    expect(me.json()).toMatchObject({ id: restaurant.id, planState: 'trial', emailVerified: false });

    const token = await confirmationToken(ctx.dataDir, registration.email);
    const mail = readOutbox(ctx.dataDir).find((text) => text.includes(token))!;
    expect(mail).toMatch(/Subject: Comanda: confirme seu e-mail/);
    expect(mail).toContain(`http://localhost:`);
    // Only the token's hash is stored.
    expect(JSON.stringify(await ctx.app.db.query.emailVerificationTokens.findMany())).not.toContain(token);

    const opened = await verify(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: 'E-mail confirmado!', restaurantId: restaurant.id });
    expect(await listedIds()).toContain(restaurant.id);
    expect((await callApi(ctx.app, 'GET', '/restaurants/cities')).json()).toContain(city);
    expect((await callApi(ctx.app, 'GET', '/auth/me', cookie)).json()).toMatchObject({ emailVerified: true });
  });

  it('a link works once; a made-up token is refused with a Portuguese 400', async () => {
    const { registration } = await registerOwner(ctx.app);
    const token = await confirmationToken(ctx.dataDir, registration.email);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/^Link de confirmação inválido ou expirado/);
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
  });

  it('an expired link is refused', async () => {
    const { restaurant, registration } = await registerOwner(ctx.app);
    const token = await confirmationToken(ctx.dataDir, registration.email);
    // The link was mailed more than 48 hours ago.
    await ctx.app.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailVerificationTokens.restaurantId, restaurant.id));
    expect((await verify(token)).statusCode).toBe(400);
  });
});

describe("'Reenviar link' and mail sent as the restaurant", () => {
  it('resends a working link, at most 3 an hour, and not once confirmed', async () => {
    const { restaurant, registration, cookie } = await registerOwner(ctx.app);
    const url = `/restaurants/${restaurant.id}/email-verification`;
    const first = await callApi(ctx.app, 'POST', url, cookie);
    expect(first.statusCode).toBe(202);
    expect(first.json().message).toBe(`Enviamos um novo link para ${registration.email}.`);
    const links = () =>
      readOutbox(ctx.dataDir).filter((mail) => mail.includes(`To: ${registration.email}`)).length;
    await waitForMail(ctx.dataDir, () => links() === 2);
    expect((await callApi(ctx.app, 'POST', url, cookie)).statusCode).toBe(202);
    expect((await callApi(ctx.app, 'POST', url, cookie)).statusCode).toBe(202);
    const fourth = await callApi(ctx.app, 'POST', url, cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toMatch(/^Muitos pedidos de novo link/);
    expect(fourth.headers['retry-after']).toBeDefined();
    // Someone else's restaurant: the ownership guard.
    const stranger = await registerOwner(ctx.app);
    expect((await callApi(ctx.app, 'POST', url, stranger.cookie)).statusCode).toBe(403);

    const token = await confirmationToken(ctx.dataDir, registration.email);
    expect((await verify(token)).statusCode).toBe(200);
    const other = await registerOwner(ctx.app);
    const otherUrl = `/restaurants/${other.restaurant.id}/email-verification`;
    await verify(await confirmationToken(ctx.dataDir, other.registration.email));
    const done = await callApi(ctx.app, 'POST', otherUrl, other.cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json().error).toBe('Seu e-mail já está confirmado.');
  });
});

/**
 * Issue 32, item 5: sign-up and 'Reenviar link' mailed the restaurant's name ('PIX PREMIADO …
 * http://phish…') to any address typed. Mail to an address nobody has proved carries our text
 * alone, and one address gets few of them a day, from every restaurant together.
 */
describe('mail to an address the owner has not proved', () => {
  const PHISHING_NAME = 'PIX PREMIADO R$ 5.000 http://phish.example';
  const mailsTo = (email: string) =>
    rawOutbox(ctx.dataDir)
      .filter((raw) => mailAddresses(raw).includes(email))
      .map((raw) => ({ subject: mailHeader(raw, 'Subject') ?? '', body: plainBody(raw) }));

  it("sign-up, 'Reenviar link' and the password reset carry none of the restaurant's words", async () => {
    const { restaurant, registration, cookie } = await registerOwner(ctx.app, { name: PHISHING_NAME });
    await waitForMail(ctx.dataDir, () => mailsTo(registration.email).length === 1);
    const resend = await callApi(ctx.app, 'POST', `/restaurants/${restaurant.id}/email-verification`, cookie);
    expect(resend.statusCode).toBe(202);
    const forgot = await callApi(ctx.app, 'POST', '/auth/password/forgot', undefined, {
      email: registration.email,
    });
    expect(forgot.statusCode).toBe(202);
    await waitForMail(ctx.dataDir, () => mailsTo(registration.email).length === 3);

    const mails = mailsTo(registration.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Comanda: confirme seu e-mail',
      'Comanda: confirme seu e-mail',
      'Comanda: redefinição de senha',
    ]);
    for (const mail of mails) {
      for (const words of ['PIX', 'PREMIADO', '5.000', 'phish'])
        expect(`${mail.subject}\n${mail.body}`).not.toContain(words);
      // One link each, and it is ours.
      expect(mail.body.match(/https?:\/\/\S+/g)).toEqual([
        expect.stringMatching(/^http:\/\/localhost:\d+\/(confirmar-email|redefinir-senha)\?token=/),
      ]);
    }
  });

  it("caps 'Reenviar link' per address, counting every restaurant's mail to it: 429 in Portuguese", async () => {
    const victim = `vitima-${Date.now()}@exemplo.com.br`;
    // Two verified restaurants ask the address to receive their reports: two invitations.
    for (const _ of [1, 2]) {
      const other = await registerOwner(ctx.app);
      await markEmailVerified(ctx.app, other.restaurant.id);
      const base = `/restaurants/${other.restaurant.id}`;
      const template = await callApi(ctx.app, 'POST', `${base}/report-templates`, other.cookie, {
        name: 'Vendas',
        reportType: 'sales',
      });
      const schedule = await callApi(ctx.app, 'POST', `${base}/scheduled-reports`, other.cookie, {
        templateId: template.json().id,
        name: 'Vendas da semana',
        frequency: 'weekly',
        emailTo: [victim],
      });
      expect(schedule.statusCode).toBe(201);
    }
    // Then a restaurant signs up with it (its link is the third mail) and presses 'Reenviar link'.
    const { restaurant, cookie } = await registerOwner(ctx.app, { email: victim, name: PHISHING_NAME });
    await waitForMail(ctx.dataDir, () => mailsTo(victim).length === 3);
    const url = `/restaurants/${restaurant.id}/email-verification`;
    expect((await callApi(ctx.app, 'POST', url, cookie)).statusCode).toBe(202);
    expect((await callApi(ctx.app, 'POST', url, cookie)).statusCode).toBe(202);
    // The restaurant's own limit (3 an hour) is not reached; the address's day is.
    const over = await callApi(ctx.app, 'POST', url, cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(
      'Este endereço já recebeu muitos e-mails da Comanda hoje. Tente novamente amanhã.',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(mailsTo(victim)).toHaveLength(5);
  });
});
