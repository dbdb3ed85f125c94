/**
 * Browser notifications for new orders, when the owner has allowed them, so an order is noticed
 * even with the panel in a background tab.
 */
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { DELIVERY_TYPE_LABELS } from '../../../../domain/orders/order-status';
import { onOrderChange } from '../lib/order-events';

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export function useOrderNotifications() {
  const [permission, setPermission] = useState<Permission>(currentPermission);

  useEffect(
    () =>
      onOrderChange(({ order, isNew }) => {
        if (!isNew || currentPermission() !== 'granted') return;
        const where =
          order.deliveryType === 'table'
            ? `Mesa ${order.tableNumber ?? ''}`
            : DELIVERY_TYPE_LABELS[order.deliveryType];
        try {
          new Notification(`Novo pedido #${order.orderNumber}`, {
            body: `${order.customerName} · ${where} · ${formatBRL(parseCents(order.total) ?? 0)}`,
            tag: order.id,
          });
        } catch {
          // Some browsers only show notifications from a service worker; the ring still plays.
        }
      }),
    [],
  );

  const request = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };

  return { permission, request };
}
