/** The order number diners and owners see: the last 6 characters of the id, upper-cased. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-6).toUpperCase();
}
