/**
 * The team (decision 0040): the owner, or a Gerente for the roles below, creates staff members with
 * a name, a role and an optional PIN, edits and deactivates them. A PIN is hashed with argon2id in the
 * same bounded queue as passwords.
 */
import { assignableRoles, ROLE_LABELS, type Role, type StaffRole } from '../../../domain/staff/roles';
import { describeStaffAction, staffLabel } from '../../../domain/staff/staff-actions';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../accounts/passwords';
import type { SessionStore } from '../accounts/sessions';
import { createStaffRepository } from './staff.repository';
import { toStaffMemberView } from './staff.views';

export const ACTIONS_PER_PAGE = 20;

type ActionRow = Awaited<ReturnType<ReturnType<typeof createStaffRepository>['actions']>>[number];

function toActionView(row: ActionRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staffId,
    who: staffLabel(row.name, row.role),
    text: describeStaffAction(row),
  };
}

export const STAFF_NOT_FOUND = 'Pessoa da equipe não encontrada';
const ONLY_OWNER_FOR_ROLE = 'Só o dono pode cadastrar, alterar ou desativar um Gerente.';

/** Who is doing it: the owner (staff null) or a staff member with their role. */
export interface TeamActor {
  role: Role;
  staff: { id: string } | null;
}

export function assertMayAssign(actor: TeamActor, ...roles: (StaffRole | undefined)[]) {
  const allowed = assignableRoles(actor.role);
  if (roles.some((role) => role !== undefined && !allowed.includes(role)))
    throw new HttpError(403, ONLY_OWNER_FOR_ROLE);
}

/**
 * `sessions` ends what a deactivated person had open (their own logins, every live stream acting as
 * them); the demo's seed, which opens no session, goes without it.
 */
export function createStaffService(db: Db, sessions?: SessionStore) {
  const repository = createStaffRepository(db);

  async function existing(restaurantId: string, staffId: string) {
    const row = await repository.find(restaurantId, staffId);
    if (!row) throw notFound(STAFF_NOT_FOUND);
    return row;
  }

  return {
    async list(restaurantId: string) {
      return (await repository.list(restaurantId)).map(toStaffMemberView);
    },

    async create(
      restaurantId: string,
      actor: TeamActor,
      values: { name: string; role: StaffRole; pin?: string; email?: string; password?: string },
    ) {
      assertMayAssign(actor, values.role);
      const row = await repository.create({
        restaurantId,
        name: values.name,
        role: values.role,
        pinHash: values.pin ? await hashPassword(values.pin) : null,
        email: values.email ?? null,
        passwordHash: values.password ? await hashPassword(values.password) : null,
        createdByStaffId: actor.staff?.id ?? null,
      });
      return toStaffMemberView(row);
    },

    async update(
      restaurantId: string,
      staffId: string,
      actor: TeamActor,
      patch: { name?: string; role?: StaffRole; isActive?: boolean },
    ) {
      const current = await existing(restaurantId, staffId);
      assertMayAssign(actor, current.role, patch.role);
      if (actor.staff?.id === staffId && patch.isActive === false)
        throw new HttpError(409, 'Você não pode desativar a si mesmo. Peça ao dono.');
      const row = await repository.update(restaurantId, staffId, patch);
      // Deactivated: their own logins end. Deactivated or given another role: every live stream
      // opened as them closes, and reopens (or is refused) as what they are now.
      const deactivated = current.isActive && patch.isActive === false;
      if (deactivated || (patch.role !== undefined && patch.role !== current.role))
        await sessions?.endStaff(staffId, { logins: deactivated });
      return toStaffMemberView(row ?? current);
    },

    async setPin(restaurantId: string, staffId: string, actor: TeamActor, pin: string) {
      const current = await existing(restaurantId, staffId);
      assertMayAssign(actor, current.role);
      const row = await repository.update(restaurantId, staffId, { pinHash: await hashPassword(pin) });
      return toStaffMemberView(row ?? current);
    },

    /** The 'Equipe' tab's audit trail, ACTIONS_PER_PAGE a page, newest first. */
    async actions(restaurantId: string, page: number) {
      const rows = await repository.actions(restaurantId, {
        limit: ACTIONS_PER_PAGE + 1,
        offset: (page - 1) * ACTIONS_PER_PAGE,
      });
      return {
        items: rows.slice(0, ACTIONS_PER_PAGE).map(toActionView),
        page,
        hasMore: rows.length > ACTIONS_PER_PAGE,
      };
    },

    /** What the team did to one order, oldest first: the order's history on the panel. */
    async orderHistory(restaurantId: string, orderId: string) {
      if (!(await repository.ownsOrder(restaurantId, orderId))) throw notFound('Pedido não encontrado');
      const rows = await repository.actions(restaurantId, { limit: 100, offset: 0, subjectId: orderId });
      return rows.map(toActionView);
    },

    async switchable(restaurantId: string) {
      return (await repository.switchable(restaurantId)).map((row) => ({
        id: row.id,
        name: row.name,
        roleLabel: ROLE_LABELS[row.role],
      }));
    },
  };
}
