/**
 * What a person in the restaurant may see or do, one name per capability. The server's guard reads a
 * route's capability from here and the panel hides a tab from the same list, so the two cannot drift
 * apart (decision 0040). `tables.*` and `bills.view` have routes (decision 0042: `tables.configure`
 * sets the tables up, Dono and Gerente only); the other `bills.*` guard the till's bill routes, and
 * `register.*` the cash register (decision 0051: `register.reopen` for Gerente and Dono only), and
 * `fiscal.*` the NFC-e (decision 0052): issuing is the till's, cancelling a note the Gerente's and the
 * Dono's; the fiscal profile and the items' tax data are `settings.edit`.
 */
export const CAPABILITIES = [
  'orders.view',
  'orders.create',
  'orders.prepare',
  'orders.update-status',
  'orders.cancel',
  'orders.mark-paid',
  'menu.view',
  'menu.availability',
  'menu.edit',
  'stock.manage',
  'reports.view',
  'loyalty.manage',
  'customers.privacy',
  'integrations.manage',
  'plan.manage',
  'account.manage',
  'settings.edit',
  'team.manage',
  'staff.switch',
  'tables.view',
  'tables.manage',
  'tables.configure',
  'bills.view',
  'bills.close',
  'bills.split',
  'bills.discount',
  'bills.service-charge',
  'register.view',
  'register.open',
  'register.close',
  'register.reopen',
  'fiscal.issue',
  'fiscal.cancel',
  'kitchen.display',
  'kitchen.reprint',
  'kitchen.configure',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** How a refusal names the capability: "Seu perfil (Garçom) não tem acesso aos relatórios." */
export const CAPABILITY_LABELS: Record<Capability, string> = {
  'orders.view': 'aos pedidos',
  'orders.create': 'ao lançamento de pedidos',
  'orders.prepare': 'ao preparo dos pedidos',
  'orders.update-status': 'à mudança de status dos pedidos',
  'orders.cancel': 'ao cancelamento de pedidos',
  'orders.mark-paid': 'ao registro de pagamento dos pedidos',
  'menu.view': 'ao cardápio',
  'menu.availability': 'ao controle de itens esgotados',
  'menu.edit': 'à edição do cardápio',
  'stock.manage': 'ao estoque',
  'reports.view': 'aos relatórios',
  'loyalty.manage': 'à fidelidade e aos clientes',
  'customers.privacy': 'aos dados pessoais dos clientes',
  'integrations.manage': 'às integrações e credenciais',
  'plan.manage': 'ao plano e à assinatura',
  'account.manage': 'à conta do dono',
  'settings.edit': 'às configurações do restaurante',
  'team.manage': 'à equipe',
  'staff.switch': 'à troca de usuário',
  'tables.view': 'às mesas',
  'tables.manage': 'à abertura e à troca de mesas',
  'tables.configure': 'à configuração das mesas',
  'bills.view': 'às contas',
  'bills.close': 'ao fechamento de contas',
  'bills.split': 'à divisão de contas',
  'bills.discount': 'aos descontos em contas',
  'bills.service-charge': 'à retirada da taxa de serviço',
  'register.view': 'ao caixa',
  'register.open': 'à abertura do caixa',
  'register.close': 'ao fechamento do caixa',
  'register.reopen': 'à reabertura do caixa',
  'fiscal.issue': 'à emissão de notas fiscais',
  'fiscal.cancel': 'ao cancelamento de notas fiscais',
  'kitchen.display': 'à tela da cozinha',
  'kitchen.reprint': 'à fila de impressão',
  'kitchen.configure': 'à configuração da cozinha e das impressoras',
};

export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && (CAPABILITIES as readonly string[]).includes(value);
}
