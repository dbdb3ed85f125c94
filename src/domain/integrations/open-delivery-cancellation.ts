/**
 * The reasons a restaurant may give when it cancels a Keeta or Open Delivery order, as each
 * documents them; the owner picks one on the panel instead of a fixed code. Portuguese labels are
 * ours. Sources: Open Delivery 1.7.0, RequestCancelled.code (Abrasel-Nacional/opendelivery-v2
 * docs/reference/v1/openapi.yaml l.5424); Keeta v1.0.7+ takes the same eleven and still accepts
 * its four legacy codes ("legado, ainda aceitos",
 * api-docs.mykeeta.com/apis/opendelivery/development-guides/orders/4.-order-cancellation).
 */
export interface CancellationReason {
  code: string;
  description: string;
}

export const OPEN_DELIVERY_CANCELLATION_REASONS: readonly CancellationReason[] = [
  { code: 'SYSTEMIC_ISSUES', description: 'Problemas no sistema' },
  { code: 'DUPLICATE_APPLICATION', description: 'Pedido duplicado' },
  { code: 'UNAVAILABLE_ITEM', description: 'Item indisponível' },
  { code: 'RESTAURANT_WITHOUT_DELIVERY_PERSON', description: 'Restaurante sem entregador' },
  { code: 'OUTDATED_MENU', description: 'Cardápio desatualizado' },
  { code: 'ORDER_OUTSIDE_THE_DELIVERY_AREA', description: 'Pedido fora da área de entrega' },
  { code: 'BLOCKED_CUSTOMER', description: 'Cliente bloqueado' },
  { code: 'OUTSIDE_DELIVERY_HOURS', description: 'Fora do horário de entrega' },
  { code: 'INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT', description: 'Dificuldades internas do restaurante' },
  { code: 'RISK_AREA', description: 'Área de risco' },
  { code: 'DELIVERY_PROBLEM', description: 'Problema na entrega' },
];

export const KEETA_CANCELLATION_REASONS: readonly CancellationReason[] = [
  ...OPEN_DELIVERY_CANCELLATION_REASONS,
  { code: 'INSUFFICIENT_DISHES', description: 'Pratos em falta' },
  { code: 'SUSPENSION_OF_BUSINESS', description: 'Atendimento suspenso' },
  { code: 'INSUFFICIENT_MANPOWER', description: 'Equipe insuficiente' },
  { code: 'OTHERS', description: 'Outro motivo' },
];

/** When the owner chose none (an order cancelled before this list existed), the old fixed code. */
export const DEFAULT_OPEN_DELIVERY_CANCELLATION = 'INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT';

export function openDeliveryCancellationReasons(source: string): readonly CancellationReason[] {
  if (source === 'keeta') return KEETA_CANCELLATION_REASONS;
  if (source === 'open_delivery') return OPEN_DELIVERY_CANCELLATION_REASONS;
  return [];
}

/** The code sent to the marketplace: the owner's, when it is on the platform's list. */
export function openDeliveryCancellationCode(source: string, chosen: string | undefined): string {
  return openDeliveryCancellationReasons(source).some((reason) => reason.code === chosen)
    ? chosen!
    : DEFAULT_OPEN_DELIVERY_CANCELLATION;
}
