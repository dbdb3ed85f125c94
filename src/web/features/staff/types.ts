import type { StaffRole } from '../../../domain/staff/roles';

/** A staff member as `GET /api/restaurants/:id/staff` sends it (never the PIN). */
export interface StaffMemberView {
  id: string;
  name: string;
  role: StaffRole;
  roleLabel: string;
  hasPin: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Who may switch in on this device. */
export interface SwitchableStaff {
  id: string;
  name: string;
  roleLabel: string;
}
