import type { StaffRole } from '../../../domain/staff/roles';

/** A staff member as `GET /api/restaurants/:id/staff` sends it (never the PIN). */
export interface StaffMemberView {
  id: string;
  name: string;
  role: StaffRole;
  roleLabel: string;
  hasPin: boolean;
  /** The e-mail they log in with (an accepted invitation); null for PIN-only people. */
  email: string | null;
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

/** An invitation by e-mail not yet accepted, as `GET …/staff/invites` sends it. */
export interface StaffInviteView {
  id: string;
  email: string;
  role: StaffRole;
  roleLabel: string;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}

/** One action of the audit trail: who ('Ana (Garçom)') and what, in Portuguese. */
export interface StaffActionView {
  id: string;
  at: string;
  who: string;
  staffId: string | null;
  text: string;
}

export interface StaffActionsPage {
  items: StaffActionView[];
  page: number;
  hasMore: boolean;
}

/** What the invitation page shows to whoever opened the link. */
export interface InviteDescription {
  restaurantName: string;
  roleLabel: string;
  email: string;
}
