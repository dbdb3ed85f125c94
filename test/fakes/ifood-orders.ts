/**
 * An order as iFood's GET /order/v1.0/orders/{id} returns it, built from a test's short description.
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
  return {
    id,
    displayId: id.slice(0, 4).toUpperCase(),
    orderType: input.orderType ?? 'DELIVERY',
    orderTiming: 'IMMEDIATE',
    createdAt: new Date().toISOString(),
    merchant: { id: merchantId, name: 'Loja' },
    customer: {
      id: randomUUID(),
      name: input.customerName ?? 'Cliente iFood',
      phone: {
        number: input.phone ?? '0800 705 0555',
        localizer: '12345678',
        localizerExpiration: new Date(Date.now() + 3_600_000).toISOString(),
      },
    },
    items,
    total: {
      subTotal,
      deliveryFee,
      benefits: 0,
      additionalFees: 0,
      orderAmount: Math.round((subTotal + deliveryFee) * 100) / 100,
    },
    delivery:
      input.orderType === 'TAKEOUT'
        ? undefined
        : {
            mode: 'DEFAULT',
            deliveredBy: 'IFOOD',
            deliveryAddress: {
              formattedAddress: input.address ?? 'Rua Exemplo, 100',
              neighborhood: 'Centro',
              city: 'São Paulo',
              state: 'SP',
            },
          },
  };
}
