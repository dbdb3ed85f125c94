/**
 * iFood's store states as the owner reads them (developer.ifood.com.br/pt-BR/docs/guides/merchant/
 * workflow): OK "verde, online"; WARNING "amarela, online com restrições"; CLOSED "cinza … fechada
 * conforme esperado … Não requer nenhuma ação"; ERROR "vermelha … fechada por algum motivo não
 * esperado. Requer uma ação da loja". One home for the words, so the card and its test agree.
 */
export const IFOOD_STORE_STATES = ['OK', 'WARNING', 'CLOSED', 'ERROR'] as const;
export type IfoodStoreState = (typeof IFOOD_STORE_STATES)[number];

export const IFOOD_STORE_STATE_LABEL: Record<IfoodStoreState, string> = {
  OK: 'Aberta',
  WARNING: 'Aberta com restrições',
  CLOSED: 'Fechada',
  ERROR: 'Fechada por um problema',
};

/** Whether the state asks the owner to act (iFood: ERROR "Requer uma ação da loja"). */
export const ifoodStateNeedsAction = (state: IfoodStoreState) => state === 'ERROR';

const OPERATION_LABEL: Record<string, string> = {
  DELIVERY: 'Entrega',
  TAKEOUT: 'Retirada',
  INDOOR: 'Consumo no local',
};

/** iFood's operation names in Portuguese; an operation iFood adds later shows as it comes. */
export const ifoodOperationLabel = (operation: string) => OPERATION_LABEL[operation] ?? operation;

/** The worst state among the store's operations: what the card's headline says. */
export function ifoodHeadlineState(states: readonly IfoodStoreState[]): IfoodStoreState | null {
  const order: IfoodStoreState[] = ['ERROR', 'WARNING', 'CLOSED', 'OK'];
  return order.find((state) => states.includes(state)) ?? null;
}
