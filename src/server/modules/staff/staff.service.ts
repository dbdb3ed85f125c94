/**
 * The team (decision 0040): the owner, or a Gerente for the roles below, creates staff members with
 * a name, a role and an optional PIN, edits and deactivates them. A PIN is hashed with argon2id in the
 * same bounded queue as passwords.
 */
import { assignableRoles, ROLE_LABELS, type Role, type StaffRole } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../accounts/passwords';
import { createStaffRepository } from './staff.repository';
import { toStaffMemberView } from './staff.views';

export const STAFF_NOT_FOUND = 'Pessoa da equipe não encontrada';
const ONLY_OWNER_FOR_ROLE = 'Só o dono pode cadastrar, alterar ou desativar um Gerente.';

/** Who is doing it: the owner (staff null) or a staff member with their role. */
export interface TeamActor {
  role: Role;
  staff: { id: string } | null;
}

function assertMayAssign(actor: TeamActor, ...roles: (StaffRole | undefined)[]) {
  const allowed = assignableRoles(actor.role);
  if (roles.some((role) => role !== undefined && !allowed.includes(role)))
    throw new HttpError(403, ONLY_OWNER_FOR_ROLE);
}

export function createStaffService(db: Db) {
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
      values: { name: string; role: StaffRole; pin?: string },
    ) {
      assertMayAssign(actor, values.role);
      const row = await repository.create({
        restaurantId,
        name: values.name,
        role: values.role,
        pinHash: values.pin ? await hashPassword(values.pin) : null,
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
      return toStaffMemberView(row ?? current);
    },

    async setPin(restaurantId: string, staffId: string, actor: TeamActor, pin: string) {
      const current = await existing(restaurantId, staffId);
      assertMayAssign(actor, current.role);
      const row = await repository.update(restaurantId, staffId, { pinHash: await hashPassword(pin) });
      return toStaffMemberView(row ?? current);
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
