/**
 * Who is using the panel on this session, as the server tells the panel (`GET /api/auth/me` and the
 * switch's answer): the panel shows the name and hides what the role cannot use.
 */
import type { Capability } from './capabilities';
import { capabilitiesOf, ROLE_LABELS, type Role, type StaffRole } from './roles';

export interface Acting {
  role: Role;
  roleLabel: string;
  /** Null for the owner. */
  staffId: string | null;
  name: string | null;
  capabilities: Capability[];
  /** 'Bloquear' was pressed: only 'Trocar usuário' works. */
  locked: boolean;
}

export function actingOf(
  staff: { id: string; name: string; role: StaffRole; isActive: boolean } | null,
  locked: boolean,
): Acting {
  const role: Role = staff?.role ?? 'dono';
  const blocked = locked || (staff !== null && !staff.isActive);
  return {
    role,
    roleLabel: ROLE_LABELS[role],
    staffId: staff?.id ?? null,
    name: staff?.name ?? null,
    capabilities: blocked ? ['staff.switch'] : capabilitiesOf(role),
    locked: blocked,
  };
}
