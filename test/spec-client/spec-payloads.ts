/** The cart's order as section 7 and section 3 describe it: items as JSON text, fee '0.00'. */
export function specOrderPayload(
  restaurantId: string,
  item: { id: string; name: string; price: string },
  overrides: { customerPhone?: string; quantity?: number; items?: string } = {},
) {
  const quantity = overrides.quantity ?? 2;
  const subtotal = (Number(item.price) * quantity).toFixed(2);
  return {
    restaurantId,
    customerName: 'Maria Souza',
    customerPhone: overrides.customerPhone ?? '(11) 98765-4321',
    items:
      overrides.items ??
      JSON.stringify([{ id: item.id, name: item.name, price: item.price, quantity, notes: '', subtotal }]),
    total: subtotal,
    status: 'pending',
    deliveryType: 'pickup',
    deliveryAddress: null,
    tableNumber: null,
    notes: '',
    deliveryFee: '0.00',
  };
}
