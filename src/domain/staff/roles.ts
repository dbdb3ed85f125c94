/**
 * The roles of a restaurant's team and the written permission matrix (decision 0040). Dono is the
 * restaurant's account (the owner's e-mail and password); the others are staff members, who act on a
 * session the owner opened (PIN switching on a shared device). The matrix is the single source the
 * server's guard and the panel's tabs read.
 */
import { CAPABILITIES, CAPABILITY_LABELS, type Capability } from './capabilities';

export const ROLES = ['dono', 'gerente', 'garcom', 'cozinha', 'caixa'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a staff member can have: Dono is the account itself, never a staff row. */
export const STAFF_ROLES = ['gerente', 'garcom', 'cozinha', 'caixa'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  dono: 'Dono',
  gerente: 'Gerente',
  garcom: 'Garçom',
  cozinha: 'Cozinha',
  caixa: 'Caixa',
};

/** Reserved dining-room and till capabilities a waiter and a cashier hold from day one. */
const DINING_ROOM: Capability[] = ['tables.view', 'tables.manage', 'bills.view', 'bills.split'];
/** 'Dividir conta' (`bills.split`) too: the cashier closing a bill splits it (decision 0044). */
const TILL: Capability[] = [
  'bills.view',
  'bills.close',
  'bills.split',
  'register.view',
  'register.open',
  'register.close',
  'fiscal.issue',
];

/**
 * Gerente runs the restaurant day to day: everything but the plan and its payment, the owner's own
 * account (password, e-mail, and so ownership) and the integrations' credentials (iFood, Mercado
 * Pago, WhatsApp tokens stay with the owner). A Gerente manages the team below them only
 * (`assignableRoles`).
 */
const MANAGER_EXCLUDED: Capability[] = ['plan.manage', 'account.manage', 'integrations.manage'];

export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  dono: CAPABILITIES,
  gerente: CAPABILITIES.filter((capability) => !MANAGER_EXCLUDED.includes(capability)),
  garcom: [
    'orders.view',
    'orders.create',
    'orders.prepare',
    'orders.update-status',
    'menu.view',
    'staff.switch',
    'kitchen.reprint',
    ...DINING_ROOM,
  ],
  /**
   * The kitchen sees the kitchen display and nothing else (issue 34, decisions 0047 and 0049): its
   * work (lines done, 'Pronto', 'Voltar') moves the orders, and the display has a live stream of
   * its own with no personal data, so the role reads no order list, no diner's name, phone or
   * address (LGPD). The panel opens the display for this role instead of its tabs.
   */
  cozinha: ['staff.switch', 'kitchen.display'],
  caixa: [
    'orders.view',
    'orders.create',
    'orders.prepare',
    'orders.update-status',
    'orders.cancel',
    'orders.mark-paid',
    'menu.view',
    'menu.availability',
    'staff.switch',
    'tables.view',
    'kitchen.reprint',
    ...TILL,
  ],
};

export function can(role: Role, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

export function capabilitiesOf(role: Role): Capability[] {
  return [...ROLE_CAPABILITIES[role]];
}

/** The 403's message when a role lacks a capability. */
export function refusalMessage(role: Role, capability: Capability): string {
  return `Seu perfil (${ROLE_LABELS[role]}) não tem acesso ${CAPABILITY_LABELS[capability]}.`;
}

/** Which roles a person may give: the owner any staff role, a Gerente only the roles below them. */
export function assignableRoles(role: Role): StaffRole[] {
  if (role === 'dono') return [...STAFF_ROLES];
  if (can(role, 'team.manage')) return STAFF_ROLES.filter((candidate) => candidate !== 'gerente');
  return [];
}
