/**
 * GET /merchants/{id}/status as the iFood card shows it: each operation's state in Portuguese with
 * iFood's own reason (its `message`), and `reopenable` only where iFood sent it. An entry of another
 * shape is left out rather than shown raw.
 */
import {
  IFOOD_STORE_STATE_LABEL,
  ifoodHeadlineState,
  ifoodOperationLabel,
} from '../../../domain/integrations/ifood-store-status';
import { ifoodMerchantStatusSchema } from './ifood.merchant-types';

export function storeStatusView(answer: unknown) {
  const entries = (Array.isArray(answer) ? answer : [])
    .map((entry) => ifoodMerchantStatusSchema.safeParse(entry))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const operations = entries.map((entry) => ({
    operation: entry.operation,
    operationLabel: ifoodOperationLabel(entry.operation),
    salesChannel: entry.salesChannel ?? null,
    state: entry.state,
    stateLabel: IFOOD_STORE_STATE_LABEL[entry.state],
    available: entry.available ?? entry.state === 'OK',
    reason: [entry.message?.title, entry.message?.subtitle].filter(Boolean).join(' — ') || null,
    detail: entry.message?.description ?? null,
    reopenable: entry.reopenable ?? entry.message?.reopenable ?? null,
  }));
  const headline = ifoodHeadlineState(operations.map((operation) => operation.state));
  return {
    state: headline,
    stateLabel: headline ? IFOOD_STORE_STATE_LABEL[headline] : 'Sem informação do iFood',
    operations,
    checkedAt: new Date().toISOString(),
  };
}
