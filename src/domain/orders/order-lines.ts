/**
 * The lines of an order as the `orders.items` JSON text keeps them (section 3, plus the chosen
 * options). Owners' panel, kitchen tickets and diners' tracking all read the text through here, so
 * an older or hand-written row never breaks a screen.
 */
import { centsToDecimal, parseCents } from '../money/money';

export interface OrderLineOption {
  groupName: string | null;
  name: string;
  price: string;
}

export interface OrderLine {
  /** The menu item's id. */
  id: string;
  name: string;
  /** Unit price with options, decimal string. */
  price: string;
  quantity: number;
  notes: string | null;
  subtotal: string;
  options: OrderLineOption[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const money = (value: unknown): string => {
  const cents = typeof value === 'string' || typeof value === 'number' ? parseCents(value) : null;
  return centsToDecimal(cents ?? 0);
};

function toOption(value: unknown): OrderLineOption | null {
  if (typeof value !== 'object' || value === null) return null;
  const option = value as Record<string, unknown>;
  const name = text(option.name);
  return name ? { groupName: text(option.groupName), name, price: money(option.price) } : null;
}

function toLine(value: unknown): OrderLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  const quantity = Number(line.quantity);
  const name = text(line.name);
  if (!name || !Number.isFinite(quantity)) return null;
  const options = Array.isArray(line.options) ? line.options.map(toOption) : [];
  return {
    id: text(line.id) ?? text(line.menuItemId) ?? '',
    name,
    price: money(line.price),
    quantity,
    notes: text(line.notes),
    subtotal: money(line.subtotal ?? ((parseCents(String(line.price ?? 0)) ?? 0) * quantity) / 100),
    options: options.filter((option): option is OrderLineOption => option !== null),
  };
}

/** Parses the stored JSON text; anything unreadable yields no lines rather than an error. */
export function parseOrderLines(items: string): OrderLine[] {
  let value: unknown;
  try {
    value = JSON.parse(items);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.map(toLine).filter((line): line is OrderLine => line !== null);
}
