/**
 * The fake iFood's stores as a centralized app sees them, and its webhook deliveries (sources):
 * - Access: the vendor requests access to a store in the Developer Portal and the owner approves it
 *   in the Portal do Parceiro (developer.ifood.com.br/pt-BR/docs/getting-started/first-steps/
 *   request-access); "Solicite um novo access_token quando seu aplicativo receber uma nova
 *   permissão de algum merchant. Este token incluirá as permissões para todos os merchants
 *   autorizados" (.../pt-BR/docs/guides/authentication): a token lists only the stores approved
 *   before it was issued.
 * - GET /merchant/v1.0/merchants (`page`, `size`) → `[{id, name, corporateName}]`, and
 *   GET /merchants/{id}/status → `[{operation, salesChannel, available, state, validations,
 *   message{title, subtitle, description}}]` (.../en-US/docs/guides/modules/merchant/endpoints;
 *   states OK/WARNING/CLOSED/ERROR from .../pt-BR/docs/guides/merchant/workflow). The published
 *   example places no `reopenable`; the fake sends none unless a test sets it.
 * - Webhook (.../modules/events/webhook-request, -signature, -presence): one event per POST,
 *   `X-IFood-Signature` = hex HMAC-SHA256 of the raw bytes with the client secret; presence is
 *   `{"code":"KEEPALIVE","fullCode":"KEEPALIVE","id":…}` with no merchant, per application.
 */
import { createHmac, randomUUID } from 'node:crypto';

export interface FakeStoreStatus {
  operation: string;
  salesChannel: string;
  available: boolean;
  state: 'OK' | 'WARNING' | 'CLOSED' | 'ERROR';
  reopenable?: boolean;
  validations: { id: string; code: string; state: string; message: { title: string; subtitle: string } }[];
  message: { title: string; subtitle: string; description: string };
}

export interface FakeStore {
  id: string;
  name: string;
  corporateName: string;
  /** When the owner approved Comanda's access request in the Portal do Parceiro (ms), if they did. */
  approvedAt: number | null;
  status: FakeStoreStatus[];
}

/** The en-US endpoints page's example, in Portuguese as iFood shows it in Brazil. */
export const OPEN_STATUS: FakeStoreStatus = {
  operation: 'DELIVERY',
  salesChannel: 'MARKETPLACE',
  available: true,
  state: 'OK',
  validations: [
    {
      id: 'val-001',
      code: 'is-connected',
      state: 'OK',
      message: { title: 'Conectado', subtitle: 'A loja está respondendo' },
    },
  ],
  message: {
    title: 'Loja online',
    subtitle: 'Pronta para receber pedidos',
    description: 'Todas as validações passaram',
  },
};

export function createFakeStores() {
  const stores = new Map<string, FakeStore>();
  return {
    stores,
    /** A store on iFood that Comanda's app has not been approved for yet. */
    add(id: string, name: string, corporateName = `${name} LTDA`) {
      stores.set(id, { id, name, corporateName, approvedAt: null, status: [OPEN_STATUS] });
    },
    /** The owner approves Comanda's access request in the Portal do Parceiro. */
    approve(id: string) {
      const store = stores.get(id);
      if (!store) throw new Error(`unknown store ${id}`);
      // A millisecond earlier than any token issued after this call.
      store.approvedAt = Date.now() - 1;
    },
    setStatus(id: string, status: FakeStoreStatus[]) {
      stores.get(id)!.status = status;
    },
    /** GET /merchants for an app token issued at `issuedAt`: stores approved before it. */
    visibleTo(issuedAt: number, page: number, size: number) {
      const visible = [...stores.values()].filter(
        (store) => store.approvedAt !== null && store.approvedAt < issuedAt,
      );
      return visible
        .slice((page - 1) * size, page * size)
        .map(({ id, name, corporateName }) => ({ id, name, corporateName }));
    },
  };
}

/** A webhook delivery as iFood sends it: the exact bytes and their signature. */
export function signedDelivery(clientSecret: string, event: unknown | string) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  return { body, signature: createHmac('sha256', clientSecret).update(body).digest('hex') };
}

/** The presence heartbeat, per application (no merchant, no order). */
export const keepalive = (id: string = randomUUID()) => ({ code: 'KEEPALIVE', fullCode: 'KEEPALIVE', id });
