import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_LABELS } from './capabilities';
import { orderStatusCapability } from './order-status-capability';
import { assignableRoles, can, capabilitiesOf, ROLES, refusalMessage } from './roles';

describe('the permission matrix', () => {
  it('gives the owner every capability', () => {
    expect(capabilitiesOf('dono')).toEqual([...CAPABILITIES]);
  });

  it.each([
    ['gerente', 'plan.manage', false],
    ['gerente', 'account.manage', false],
    ['gerente', 'integrations.manage', false],
    ['gerente', 'reports.view', true],
    ['gerente', 'team.manage', true],
    ['gerente', 'menu.edit', true],
    ['garcom', 'orders.view', true],
    ['garcom', 'orders.create', true],
    ['garcom', 'menu.view', true],
    ['garcom', 'tables.manage', true],
    ['garcom', 'reports.view', false],
    ['garcom', 'loyalty.manage', false],
    ['garcom', 'integrations.manage', false],
    ['garcom', 'orders.cancel', false],
    ['garcom', 'menu.edit', false],
    ['cozinha', 'orders.view', false],
    ['cozinha', 'kitchen.display', true],
    ['cozinha', 'orders.prepare', false],
    ['cozinha', 'menu.view', false],
    ['cozinha', 'menu.availability', false],
    ['cozinha', 'kitchen.reprint', false],
    ['cozinha', 'kitchen.configure', false],
    ['cozinha', 'orders.update-status', false],
    ['cozinha', 'orders.create', false],
    ['cozinha', 'tables.view', false],
    ['caixa', 'bills.close', true],
    ['caixa', 'bills.split', true],
    ['garcom', 'bills.split', true],
    ['garcom', 'bills.close', false],
    ['cozinha', 'bills.split', false],
    ['caixa', 'register.close', true],
    ['caixa', 'register.reopen', false],
    ['gerente', 'register.reopen', true],
    ['dono', 'register.reopen', true],
    ['garcom', 'register.view', false],
    ['caixa', 'orders.mark-paid', true],
    ['caixa', 'orders.cancel', true],
    ['caixa', 'stock.manage', false],
    ['caixa', 'reports.view', false],
  ] as const)('%s may %s: %s', (role, capability, allowed) => {
    expect(can(role, capability)).toBe(allowed);
  });

  it('lets every role switch user, all but the kitchen see the menu, and no one but the owner touch the plan', () => {
    for (const role of ROLES) {
      expect(can(role, 'staff.switch')).toBe(true);
      expect(can(role, 'menu.view')).toBe(role !== 'cozinha');
      expect(can(role, 'plan.manage')).toBe(role === 'dono');
    }
  });

  it('gives the kitchen the kitchen display and nothing else of the panel', () => {
    expect(capabilitiesOf('cozinha')).toEqual(['staff.switch', 'kitchen.display']);
  });

  it('labels every capability for the refusal message', () => {
    for (const capability of CAPABILITIES) expect(CAPABILITY_LABELS[capability]).toMatch(/^(a|à|ao|aos|às) /);
    expect(refusalMessage('garcom', 'reports.view')).toBe(
      'Seu perfil (Garçom) não tem acesso aos relatórios.',
    );
  });

  it('lets the owner give any staff role and a Gerente only the roles below', () => {
    expect(assignableRoles('dono')).toEqual(['gerente', 'garcom', 'cozinha', 'caixa']);
    expect(assignableRoles('gerente')).toEqual(['garcom', 'cozinha', 'caixa']);
    expect(assignableRoles('caixa')).toEqual([]);
  });
});

describe('the capability an order status takes', () => {
  it.each([
    ['confirmed', 'orders.update-status'],
    ['preparing', 'orders.prepare'],
    ['ready', 'orders.prepare'],
    ['out_for_delivery', 'orders.update-status'],
    ['delivered', 'orders.update-status'],
    ['cancelled', 'orders.cancel'],
  ] as const)('%s needs %s', (status, capability) => {
    expect(orderStatusCapability(status)).toBe(capability);
  });
});

describe('who is acting', () => {
  it('is the owner with every capability when no one switched', async () => {
    const { actingOf } = await import('./acting');
    expect(actingOf(null, false)).toMatchObject({
      role: 'dono',
      roleLabel: 'Dono',
      staffId: null,
      locked: false,
    });
    expect(actingOf(null, false).capabilities).toHaveLength(CAPABILITIES.length);
  });

  it('is the staff member with their role, or only the switch when locked or deactivated', async () => {
    const { actingOf } = await import('./acting');
    const ana = { id: 's1', name: 'Ana', role: 'garcom' as const, isActive: true };
    expect(actingOf(ana, false)).toMatchObject({ role: 'garcom', roleLabel: 'Garçom', name: 'Ana' });
    expect(actingOf(ana, false).capabilities).not.toContain('reports.view');
    expect(actingOf(ana, true).capabilities).toEqual(['staff.switch']);
    expect(actingOf({ ...ana, isActive: false }, false)).toMatchObject({ locked: true });
  });
});
