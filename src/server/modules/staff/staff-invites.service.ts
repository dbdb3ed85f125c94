/**
 * Invitations by e-mail (decision 0040, later). The owner, or a Gerente for the roles below, names an
 * address and a role; we mail a link `/convite/<token>` (32 random bytes, only the HMAC kept, valid
 * 7 days, single use), built like the confirmation links of decision 0022. The address is not proved
 * (that is what the link is for), so the mail is our text alone (domain/mail/unproved-address-mails):
 * no restaurant name. Each mail spends the address's daily share, shared with every restaurant, and
 * the restaurant's own daily cap of invitations.
 *
 * Opening the link shows which restaurant and role (our page); accepting it with a name and a
 * password creates the staff member with their own login and starts a session acting as them.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { staffInvitationMail } from '../../../domain/mail/unproved-address-mails';
import {
  INVITE_EMAIL_TAKEN,
  INVITE_INVALID,
  INVITE_NOT_FOUND,
  INVITE_PENDING,
  INVITE_TTL_MS,
  INVITES_PER_RESTAURANT_PER_DAY,
  INVITES_TOO_MANY,
  type InviteInput,
  inviteState,
} from '../../../domain/staff/invites';
import { ROLE_LABELS } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { restaurants, staffInvites, staffMembers } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { unprovedAddressRule } from '../../integrations/mail/unproved-address-budget';
import { DAY_MS } from '../../lib/daily-quota';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import { assertPasswordAllowed } from '../accounts/password-policy';
import { hashPassword } from '../accounts/passwords';
import { createStaffRepository } from './staff.repository';
import { assertMayAssign, type TeamActor } from './staff.service';

interface Dependencies {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
}

type InviteRow = typeof staffInvites.$inferSelect;

export function toInviteView(row: InviteRow, now = new Date()) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    roleLabel: ROLE_LABELS[row.role],
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: inviteState(row, now) === 'expired',
  };
}

export function createStaffInvitesService({ db, mailer, secret, publicUrl }: Dependencies) {
  const hash = (token: string) => createHmac('sha256', secret).update(`staff-invite:${token}`).digest('hex');
  const staff = createStaffRepository(db);

  /** The restaurant's cap and the address's daily share, both counted before the mail goes. */
  const spend = (restaurantId: string, email: string) =>
    enforceRateLimits(db, [
      {
        key: `staff-invites:${restaurantId}`,
        limit: INVITES_PER_RESTAURANT_PER_DAY,
        windowMs: DAY_MS,
        message: INVITES_TOO_MANY,
      },
      unprovedAddressRule(email),
    ]);

  async function mail(email: string, token: string) {
    await mailer.send({ to: [email], ...staffInvitationMail(`${publicUrl}/convite/${token}`) });
  }

  async function emailHasLogin(email: string) {
    const [owner] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.email, email));
    return owner !== undefined || (await staff.emailTaken(email));
  }

  async function pending(restaurantId: string, inviteId: string) {
    const [row] = await db
      .select()
      .from(staffInvites)
      .where(and(eq(staffInvites.restaurantId, restaurantId), eq(staffInvites.id, inviteId)));
    if (!row || row.acceptedAt || row.cancelledAt) throw notFound(INVITE_NOT_FOUND);
    return row;
  }

  /** The invitation a token opens, still pending; the same 400 for unknown, used, cancelled, expired. */
  async function open(token: string, now: Date) {
    const [row] = await db
      .select({ invite: staffInvites, restaurantName: restaurants.name })
      .from(staffInvites)
      .innerJoin(restaurants, eq(restaurants.id, staffInvites.restaurantId))
      .where(eq(staffInvites.tokenHash, hash(token)));
    if (!row || inviteState(row.invite, now) !== 'pending') throw new HttpError(400, INVITE_INVALID);
    return row;
  }

  return {
    async list(restaurantId: string, now = new Date()) {
      const rows = await db
        .select()
        .from(staffInvites)
        .where(
          and(
            eq(staffInvites.restaurantId, restaurantId),
            isNull(staffInvites.acceptedAt),
            isNull(staffInvites.cancelledAt),
          ),
        )
        .orderBy(desc(staffInvites.createdAt));
      return rows.map((row) => toInviteView(row, now));
    },

    async invite(restaurantId: string, actor: TeamActor, input: InviteInput, now = new Date()) {
      assertMayAssign(actor, input.role);
      if (await emailHasLogin(input.email)) throw conflict(INVITE_EMAIL_TAKEN);
      const [outstanding] = await db
        .select({ id: staffInvites.id })
        .from(staffInvites)
        .where(
          and(
            eq(staffInvites.restaurantId, restaurantId),
            eq(staffInvites.email, input.email),
            isNull(staffInvites.acceptedAt),
            isNull(staffInvites.cancelledAt),
            gt(staffInvites.expiresAt, now),
          ),
        );
      if (outstanding) throw conflict(INVITE_PENDING);
      await spend(restaurantId, input.email);
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(staffInvites)
        .values({
          restaurantId,
          email: input.email,
          role: input.role,
          tokenHash: hash(token),
          invitedByStaffId: actor.staff?.id ?? null,
          expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
          sentAt: now,
        })
        .returning();
      await mail(input.email, token);
      return toInviteView(row!, now);
    },

    /** 'Reenviar': a new link (the old one dies) valid 7 days from now. */
    async resend(restaurantId: string, inviteId: string, actor: TeamActor, now = new Date()) {
      const row = await pending(restaurantId, inviteId);
      assertMayAssign(actor, row.role);
      await spend(restaurantId, row.email);
      const token = randomBytes(32).toString('base64url');
      const [updated] = await db
        .update(staffInvites)
        .set({ tokenHash: hash(token), expiresAt: new Date(now.getTime() + INVITE_TTL_MS), sentAt: now })
        .where(eq(staffInvites.id, row.id))
        .returning();
      await mail(row.email, token);
      return toInviteView(updated!, now);
    },

    /** 'Cancelar': the link stops working. */
    async cancel(restaurantId: string, inviteId: string, actor: TeamActor, now = new Date()) {
      const row = await pending(restaurantId, inviteId);
      assertMayAssign(actor, row.role);
      await db.update(staffInvites).set({ cancelledAt: now }).where(eq(staffInvites.id, row.id));
    },

    /** What the invitation page shows: shown on our page only to whoever holds the link. */
    async describe(token: string, now = new Date()) {
      const { invite, restaurantName } = await open(token, now);
      return { restaurantName, roleLabel: ROLE_LABELS[invite.role], email: invite.email };
    },

    /**
     * Accepts: claims the invitation (one statement, so a link works once), creates the person with
     * their own login, and returns who to start the session for.
     */
    async accept(input: { token: string; name: string; password: string }, now = new Date()) {
      await assertPasswordAllowed(input.password);
      // Checked before hashing, so a dead link costs no argon2.
      await open(input.token, now);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(staffInvites)
            .set({ acceptedAt: now })
            .where(
              and(
                eq(staffInvites.tokenHash, hash(input.token)),
                isNull(staffInvites.acceptedAt),
                isNull(staffInvites.cancelledAt),
                gt(staffInvites.expiresAt, now),
              ),
            )
            .returning();
          if (!claimed) throw new HttpError(400, INVITE_INVALID);
          const [owner] = await tx
            .select({ id: restaurants.id })
            .from(restaurants)
            .where(eq(restaurants.email, claimed.email));
          if (owner) throw conflict(INVITE_EMAIL_TAKEN);
          const [member] = await tx
            .insert(staffMembers)
            .values({
              restaurantId: claimed.restaurantId,
              name: input.name,
              role: claimed.role,
              email: claimed.email,
              passwordHash,
              createdByStaffId: claimed.invitedByStaffId,
            })
            .returning();
          await tx
            .update(staffInvites)
            .set({ staffMemberId: member!.id })
            .where(eq(staffInvites.id, claimed.id));
          return member!;
        });
      } catch (error) {
        // Someone else took this e-mail since (another restaurant's invitation accepted first).
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(INVITE_EMAIL_TAKEN);
        throw error;
      }
    },
  };
}

export type StaffInvitesService = ReturnType<typeof createStaffInvitesService>;
