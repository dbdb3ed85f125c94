import { ROLE_LABELS } from '../../../domain/staff/roles';
import type { staffMembers } from '../../db/schema';

type StaffRow = typeof staffMembers.$inferSelect;

/** A staff member as the owner sees it: never the PIN's hash, only whether there is one. */
export function toStaffMemberView(row: StaffRow) {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    roleLabel: ROLE_LABELS[row.role],
    hasPin: row.pinHash !== null,
    email: row.email,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
