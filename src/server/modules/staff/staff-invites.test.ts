/**
 * E-mail invitations (decision 0040, later): the owner or a Gerente invites by address and role; the
 * mail is our text only (no restaurant name) with a single-use, expiring link; the invitee sets a
 * name and password and from then on logs in with their own e-mail as that staff member; pending
 * invitations can be resent (the old link dies) or cancelled; deactivating the member ends their
 * sessions; invitations are capped per restaurant per day.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTestApp,
  registerOwner,
  sessionCookie,
  type TestContext,
} from '../../../../test/harness/app';
import { readOutbox, waitForMail } from '../../../../test/harness/outbox';
import {
  INVITE_EMAIL_TAKEN,
  INVITE_INVALID,
  INVITE_PENDING,
  INVITES_PER_RESTAURANT_PER_DAY,
  INVITES_TOO_MANY,
} from '../../../domain/staff/invites';
import { buildRegistration } from '../../db/factories';
import { staffInvites, staffMembers } from '../../db/schema';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let base: string;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app, { name: 'Cantina Segredo da Nonna' });
  base = `/restaurants/${owner.restaurant.id}`;
});
afterAll(() => ctx.close());

const address = (name: string) => `${name}-${Date.now().toString(36)}-${++seq}@exemplo.com.br`;

/** The link's token in the newest mail to `email`. */
async function tokenFor(email: string, after = 0): Promise<string> {
  const mail = await waitForMail(
    ctx.dataDir,
    (text) =>
      text.includes(`To: ${email}`) && text.includes('/convite/') && readOutbox(ctx.dataDir).length > after,
  );
  const all = readOutbox(ctx.dataDir).filter((text) => text.includes(`To: ${email}`));
  const newest = all.at(-1) ?? mail;
  const token = /\/convite\/([\w-]+)/.exec(newest)?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return token;
}

async function invite(email: string, role = 'garcom', cookie = owner.cookie) {
  const response = await callApi(ctx.app, 'POST', `${base}/staff/invites`, cookie, { email, role });
  return response;
}

const accept = (token: string, name = 'Ana Convidada', password = 'cardapio-da-ana-77') =>
  callApi(ctx.app, 'POST', '/staff-invites/accept', undefined, { token, name, password });

describe('inviting a person by e-mail', () => {
  it('mails our own text with a link, names the restaurant only on our page, and lists the invitation', async () => {
    const email = address('ana');
    const sent = await invite(email);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ email, role: 'garcom', roleLabel: 'Garçom', expired: false });

    const mail = await waitForMail(ctx.dataDir, (text) => text.includes(`To: ${email}`));
    expect(mail).toContain('foi convidado para uma equipe no Comanda, o painel');
    expect(mail).toContain('Subject: =?UTF-8?Q?Voc');
    expect(mail).not.toContain('Segredo da Nonna');
    expect(mail).not.toContain(owner.registration.email);

    const token = await tokenFor(email);
    const page = await callApi(ctx.app, 'POST', '/staff-invites/open', undefined, { token });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({ restaurantName: 'Cantina Segredo da Nonna', roleLabel: 'Garçom', email });

    const list = await callApi(ctx.app, 'GET', `${base}/staff/invites`, owner.cookie);
    expect(list.json().map((row: { email: string }) => row.email)).toContain(email);
    // Only the token's HMAC is stored.
    const [row] = await ctx.app.db.select().from(staffInvites).where(eq(staffInvites.email, email));
    expect(row?.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('lets the invitee set a name and password, then log in at /login as that staff member', async () => {
    const email = address('bruno');
    expect((await invite(email, 'cozinha')).statusCode).toBe(201);
    const token = await tokenFor(email);

    const weak = await accept(token, 'Bruno', '123456');
    expect(weak.statusCode).toBe(400);
    const accepted = await accept(token, 'Bruno Cozinha', 'forno-a-lenha-92');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      id: owner.restaurant.id,
      acting: { role: 'cozinha', name: 'Bruno Cozinha', locked: false },
    });
    const session = sessionCookie(accepted);
    const me = (await callApi(ctx.app, 'GET', '/auth/me', session)).json();
    expect(me.acting).toMatchObject({ role: 'cozinha', roleLabel: 'Cozinha', name: 'Bruno Cozinha' });

    // Used once: the link is dead now.
    const again = await accept(token, 'Outra Pessoa', 'forno-a-lenha-93');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVITE_INVALID);
    const list = await callApi(ctx.app, 'GET', `${base}/staff/invites`, owner.cookie);
    expect(list.json().map((row: { email: string }) => row.email)).not.toContain(email);

    const login = await callApi(ctx.app, 'POST', '/auth/login', undefined, {
      email: email.toUpperCase(),
      password: 'forno-a-lenha-92',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().id).toBe(owner.restaurant.id);
    expect(login.json().acting).toMatchObject({ role: 'cozinha', name: 'Bruno Cozinha' });
    const own = sessionCookie(login);
    expect((await callApi(ctx.app, 'GET', '/auth/me', own)).json().acting).toMatchObject({ role: 'cozinha' });
    // The Cozinha's own login opens its display, and not the orders (decision 0049).
    expect((await callApi(ctx.app, 'GET', `${base}/kitchen/kds`, own)).statusCode).toBe(200);
    expect((await callApi(ctx.app, 'GET', `${base}/orders`, own)).statusCode).toBe(403);
    const reports = await callApi(ctx.app, 'GET', `${base}/reports`, own);
    expect(reports.json()).toEqual({ error: 'Seu perfil (Cozinha) não tem acesso aos relatórios.' });
    const wrong = await callApi(ctx.app, 'POST', '/auth/login', undefined, { email, password: 'nao-e-essa' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'E-mail ou senha incorretos' });

    // The owner's own login is unchanged.
    const ownerLogin = await callApi(ctx.app, 'POST', '/auth/login', undefined, {
      email: owner.registration.email,
      password: owner.registration.password,
    });
    expect((await callApi(ctx.app, 'GET', '/auth/me', sessionCookie(ownerLogin))).json().acting.role).toBe(
      'dono',
    );

    // One address opens one panel: a new restaurant cannot take a team member's login.
    const signUp = await callApi(ctx.app, 'POST', '/restaurants', undefined, buildRegistration({ email }));
    expect(signUp.statusCode).toBe(409);

    // Deactivated: every session of their own login ends, and the login is refused.
    const [member] = await ctx.app.db.select().from(staffMembers).where(eq(staffMembers.email, email));
    const off = await callApi(ctx.app, 'PATCH', `${base}/staff/${member!.id}`, owner.cookie, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    for (const cookie of [session, own]) {
      expect((await callApi(ctx.app, 'GET', '/auth/me', cookie)).statusCode).toBe(401);
      expect((await callApi(ctx.app, 'GET', `${base}/orders`, cookie)).statusCode).toBe(401);
    }
    const refused = await callApi(ctx.app, 'POST', '/auth/login', undefined, {
      email,
      password: 'forno-a-lenha-92',
    });
    expect(refused.statusCode).toBe(401);
  });

  it('resends with a new link (the old one dies) and cancels', async () => {
    const email = address('carla');
    const sent = await invite(email, 'caixa');
    const first = await tokenFor(email);
    const count = readOutbox(ctx.dataDir).length;
    const resent = await callApi(
      ctx.app,
      'POST',
      `${base}/staff/invites/${sent.json().id}/resend`,
      owner.cookie,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await tokenFor(email, count);
    expect(second).not.toBe(first);
    expect((await accept(first)).json()).toEqual({ error: INVITE_INVALID });

    const cancelled = await callApi(
      ctx.app,
      'DELETE',
      `${base}/staff/invites/${sent.json().id}`,
      owner.cookie,
    );
    expect(cancelled.statusCode).toBe(204);
    const open = await callApi(ctx.app, 'POST', '/staff-invites/open', undefined, { token: second });
    expect(open.statusCode).toBe(400);
    expect(open.json()).toEqual({ error: INVITE_INVALID });
    expect(
      (await callApi(ctx.app, 'DELETE', `${base}/staff/invites/${sent.json().id}`, owner.cookie)).statusCode,
    ).toBe(404);
  });

  it('refuses an expired link', async () => {
    const email = address('duda');
    await invite(email);
    const token = await tokenFor(email);
    await ctx.app.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.email, email));
    expect((await accept(token)).json()).toEqual({ error: INVITE_INVALID });
    const list = await callApi(ctx.app, 'GET', `${base}/staff/invites`, owner.cookie);
    expect(list.json().find((row: { email: string }) => row.email === email)).toMatchObject({
      expired: true,
    });
  });

  it('refuses an address that already logs in, a second pending invitation and bad bodies, in Portuguese', async () => {
    const taken = await invite(owner.registration.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: INVITE_EMAIL_TAKEN });
    const email = address('eva');
    await invite(email);
    const twice = await invite(email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: INVITE_PENDING });
    const bad = await callApi(ctx.app, 'POST', `${base}/staff/invites`, owner.cookie, {
      email: 'x',
      role: 'dono',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/E-mail inválido|perfil/);
    const short = await callApi(ctx.app, 'POST', '/staff-invites/accept', undefined, { token: 'curto' });
    expect(short.statusCode).toBe(400);
  });

  it('lets a Gerente invite the roles below only, and refuses a Garçom the invitations', async () => {
    const gerente = await callApi(ctx.app, 'POST', `${base}/staff`, owner.cookie, {
      name: 'Gil Gerente',
      role: 'gerente',
      pin: '6038',
    });
    const garcom = await callApi(ctx.app, 'POST', `${base}/staff`, owner.cookie, {
      name: 'Gui Garçom',
      role: 'garcom',
      pin: '7149',
    });
    const device = sessionCookie(
      await callApi(ctx.app, 'POST', '/auth/login', undefined, {
        email: owner.registration.email,
        password: owner.registration.password,
      }),
    );
    await callApi(ctx.app, 'POST', `${base}/staff/switch`, device, {
      staffId: gerente.json().id,
      pin: '6038',
    });
    const peer = await invite(address('gerente'), 'gerente', device);
    expect(peer.statusCode).toBe(403);
    expect(peer.json().error).toBe('Só o dono pode cadastrar, alterar ou desativar um Gerente.');
    expect((await invite(address('fabio'), 'garcom', device)).statusCode).toBe(201);

    await callApi(ctx.app, 'POST', `${base}/staff/switch`, device, {
      staffId: garcom.json().id,
      pin: '7149',
    });
    const refused = await callApi(ctx.app, 'GET', `${base}/staff/invites`, device);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Seu perfil (Garçom) não tem acesso à equipe.' });
  });

  it(`caps invitations at ${INVITES_PER_RESTAURANT_PER_DAY} a day per restaurant`, async () => {
    const other = await registerOwner(ctx.app);
    const otherBase = `/restaurants/${other.restaurant.id}`;
    for (let index = 0; index < INVITES_PER_RESTAURANT_PER_DAY; index += 1) {
      const response = await callApi(ctx.app, 'POST', `${otherBase}/staff/invites`, other.cookie, {
        email: address(`lote${index}`),
        role: 'garcom',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await callApi(ctx.app, 'POST', `${otherBase}/staff/invites`, other.cookie, {
      email: address('excesso'),
      role: 'garcom',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: INVITES_TOO_MANY });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
