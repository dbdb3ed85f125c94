/**
 * An order as iFood's GET /order/v1.0/orders/{id} returns it, built from a test's short description.
 * Shapes: developer.ifood.com.br/pt-BR/docs/guides/order/details (general fields, merchant,
 * customer with phone {number, localizer, localizerExpiration}, items and options, total),
 * .../modules/order/scheduled-orders (schedule {deliveryDateTimeStart, deliveryDateTimeEnd}), and
 * for payments {prepaid, pending, methods[{value, currency, type ONLINE|OFFLINE, method, cash
 * {changeFor}}]} and benefits [{value, target, sponsorshipValues[{name IFOOD|MERCHANT, value}]}]
 * the DTOs of LucasBonato/Orders.Integrations.Hub (Src/Orders.Integrations.Hub/Integrations/IFood/
 * Domain/Entity/Order/Payments/*.cs, Benefit/*.cs, Total.cs), whose fields follow that page. The
 * page's own payments example was not retrievable here: the field names are the Hub's.
 * The customer's `documentNumber` (CPF for the receipt), a card method's `card {brand}` and the
 * delivery address in its parts {streetName, streetNumber, formattedAddress, neighborhood,
 * complement, reference, postalCode, city, state, country, coordinates {latitude, longitude}} are
 * the Hub's Customer.cs, Card.cs and DeliveryAddress.cs (dossier §1.5); the order/details page lists
 * Customer and Delivery ("a forma de entrega do pedido e o endereço") without a retrievable example,
 * so no other field is invented.
 */
import { randomUUID } from 'node:crypto';

export interface FakeIfoodOrderInput {
  id?: string;
  customerName?: string;
  phone?: string;
  orderType?: 'DELIVERY' | 'TAKEOUT';
  items: {
    name: string;
    quantity: number;
    unitPrice: number;
    externalCode?: string;
    observations?: string;
    options?: { name: string; quantity: number; unitPrice: number; price: number }[];
  }[];
  deliveryFee?: number;
  address?: string;
  /** The address in its parts (defaults to a São Paulo address with number and complement). */
  addressParts?: {
    streetName?: string;
    streetNumber?: string;
    complement?: string;
    neighborhood?: string;
    reference?: string;
    postalCode?: string;
    city?: string;
    state?: string;
  };
  /** The customer's CPF (or CNPJ) as `customer.documentNumber`. */
  documentNumber?: string;
  /** Default: paid online in the app. `cash` is collected on delivery with `changeFor`. */
  payment?:
    | { method: 'CREDIT' | 'PIX'; type: 'ONLINE'; brand?: string }
    | { method: 'CREDIT' | 'DEBIT'; type: 'OFFLINE'; brand: string }
    | { method: 'CASH'; type: 'OFFLINE'; changeFor?: number };
  /** A coupon on the cart, split between iFood and the store. */
  benefit?: { ifood: number; merchant: number };
  /** A scheduled order's delivery window. */
  schedule?: { start: Date; end: Date };
}

export function buildIfoodOrder(id: string, merchantId: string, input: FakeIfoodOrderInput) {
  const items = input.items.map((item, index) => {
    const optionsTotal = (item.options ?? []).reduce((sum, option) => sum + option.price, 0);
    return {
      index: index + 1,
      id: randomUUID(),
      name: item.name,
      externalCode: item.externalCode ?? '',
      unit: 'UN',
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      optionsPrice: optionsTotal,
      totalPrice: Math.round((item.unitPrice + optionsTotal) * item.quantity * 100) / 100,
      price: item.unitPrice * item.quantity,
      observations: item.observations ?? null,
      options: (item.options ?? []).map((option) => ({ ...option, id: randomUUID(), externalCode: '' })),
    };
  });
  const subTotal = Math.round(items.reduce((sum, item) => sum + item.totalPrice, 0) * 100) / 100;
  const deliveryFee = input.deliveryFee ?? 0;
  const benefitsTotal = input.benefit ? input.benefit.ifood + input.benefit.merchant : 0;
  const orderAmount = Math.round((subTotal + deliveryFee - benefitsTotal) * 100) / 100;
  const payment = input.payment ?? { method: 'CREDIT', type: 'ONLINE' };
  return {
    id,
    displayId: id.slice(0, 4).toUpperCase(),
    orderType: input.orderType ?? 'DELIVERY',
    orderTiming: input.schedule ? 'SCHEDULED' : 'IMMEDIATE',
    ...(input.schedule
      ? {
          schedule: {
            deliveryDateTimeStart: input.schedule.start.toISOString(),
            deliveryDateTimeEnd: input.schedule.end.toISOString(),
          },
        }
      : {}),
    createdAt: new Date().toISOString(),
    merchant: { id: merchantId, name: 'Loja' },
    customer: {
      id: randomUUID(),
      name: input.customerName ?? 'Cliente iFood',
      ...(input.documentNumber ? { documentNumber: input.documentNumber } : {}),
      phone: {
        number: input.phone ?? '0800 705 0555',
        localizer: '12345678',
        localizerExpiration: new Date(Date.now() + 3_600_000).toISOString(),
      },
    },
    items,
    benefits: input.benefit
      ? [
          {
            value: benefitsTotal,
            target: 'CART',
            sponsorshipValues: [
              { name: 'IFOOD', value: input.benefit.ifood, description: 'Incentivo iFood' },
              { name: 'MERCHANT', value: input.benefit.merchant, description: 'Incentivo da loja' },
            ],
          },
        ]
      : [],
    total: { subTotal, deliveryFee, benefits: benefitsTotal, additionalFees: 0, orderAmount },
    payments: {
      prepaid: payment.type === 'ONLINE' ? orderAmount : 0,
      pending: payment.type === 'OFFLINE' ? orderAmount : 0,
      methods: [
        {
          value: orderAmount,
          currency: 'BRL',
          type: payment.type,
          method: payment.method,
          ...(payment.method === 'CASH' && payment.changeFor
            ? { cash: { changeFor: payment.changeFor } }
            : {}),
          ...('brand' in payment && payment.brand ? { card: { brand: payment.brand } } : {}),
        },
      ],
    },
    delivery:
      input.orderType === 'TAKEOUT'
        ? undefined
        : {
            mode: 'DEFAULT',
            deliveredBy: 'IFOOD',
            deliveryAddress: {
              streetName: input.addressParts?.streetName ?? 'Rua Exemplo',
              streetNumber: input.addressParts?.streetNumber ?? '100',
              formattedAddress: input.address ?? 'Rua Exemplo, 100',
              neighborhood: input.addressParts?.neighborhood ?? 'Centro',
              complement: input.addressParts?.complement ?? '',
              reference: input.addressParts?.reference ?? '',
              postalCode: input.addressParts?.postalCode ?? '01001000',
              city: input.addressParts?.city ?? 'São Paulo',
              state: input.addressParts?.state ?? 'SP',
              country: 'BR',
              coordinates: { latitude: -23.5505, longitude: -46.6333 },
            },
          },
  };
}
