/**
 * The server's own figures for an order: every line priced from the current menu with the domain's
 * priceItem, after refusing what cannot be ordered (unknown, another restaurant's, inactive,
 * 'Esgotado', not enough stock), and the delivery fee and minimum order of the diner's zone.
 */
import { minimumOrderIssue, outOfAreaIssue } from '../../../domain/cart/checkout';
import { toPricedGroups } from '../../../domain/cart/item-pricing';
import { formatBRL } from '../../../domain/format/format';
import { formatNumber, isSingular } from '../../../domain/format/numbers';
import { distanceKm, toCoordinates } from '../../../domain/geo/distance';
import { type DeliveryZone, deliveryZoneFor } from '../../../domain/menu/delivery-zones';
import type { HalfAndHalfPricing } from '../../../domain/menu/menu';
import { priceItem } from '../../../domain/menu/pricing';
import { type Cents, centsToDecimal, multiplyCents, parseCents } from '../../../domain/money/money';
import { HttpError } from '../../lib/http-error';
import type { MenuItemRow, NewOrderLine, OptionGroupWithOptions } from './order-placement.repository';
import type { OrderLineInput, PlaceOrderInput } from './order-placement.schemas';

const cents = (decimal: string | null | undefined) => parseCents(decimal ?? '0') ?? 0;

export interface PricedLine {
  row: NewOrderLine;
  /** The section 3 entry of the order's `items` JSON. */
  json: {
    id: string;
    name: string;
    price: string;
    quantity: number;
    notes: string;
    subtotal: string;
    options: { groupName: string; name: string; price: string }[];
  };
  subtotalCents: Cents;
}

const isSoldOut = (item: MenuItemRow) =>
  item.isSoldOut || (item.hasInventoryControl && item.stockQuantity <= 0);

/** "Só resta 1 unidade de …", "Só restam 2 unidades de …": counted in the diner's items, never "unidade(s)". */
export function unitsLeftMessage(left: number, name: string): string {
  const units = isSingular(left) ? 'unidade' : 'unidades';
  return `${isSingular(left) ? 'Só resta' : 'Só restam'} ${formatNumber(left)} ${units} de "${name}".`;
}

function ensureStock(lines: readonly OrderLineInput[], items: Map<string, MenuItemRow>) {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.menuItemId, (wanted.get(line.menuItemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of wanted) {
    const item = items.get(itemId)!;
    if (item.hasInventoryControl && quantity > item.stockQuantity) {
      throw new HttpError(409, unitsLeftMessage(item.stockQuantity, item.name));
    }
  }
}

export function priceLines(
  restaurantId: string,
  lines: readonly OrderLineInput[],
  items: MenuItemRow[],
  groups: OptionGroupWithOptions[],
  halfAndHalf: HalfAndHalfPricing,
): PricedLine[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const line of lines) {
    const item = byId.get(line.menuItemId);
    if (!item)
      throw new HttpError(400, 'Item não encontrado no cardápio deste restaurante.', {
        items: line.menuItemId,
      });
    if (!item.isActive) throw new HttpError(400, `"${item.name}" não está disponível no cardápio.`);
    if (isSoldOut(item)) throw new HttpError(409, `"${item.name}" está esgotado.`);
  }
  ensureStock(lines, byId);
  return lines.map((line, position) => {
    const item = byId.get(line.menuItemId)!;
    const itemGroups = toPricedGroups(groups.filter((group) => group.menuItemId === item.id));
    const priced = priceItem(cents(item.price), itemGroups, line.optionIds, halfAndHalf);
    if (!priced.ok) {
      // A sold-out option is a change of state the diner must see; anything else is a bad request.
      throw new HttpError(
        priced.error.endsWith('está esgotado.') ? 409 : 400,
        `${item.name}: ${priced.error}`,
      );
    }
    const subtotalCents = multiplyCents(priced.unitPriceCents, line.quantity);
    const chosen = priced.chosen.map((option) => ({ ...option, price: centsToDecimal(option.priceCents) }));
    // A half-and-half flavour is marked on its order_items row, so the kitchen ticket prints it as a
    // half ('1/2 Calabresa', decision 0047); the section 3 JSON below stays as it was.
    const flavourGroups = new Set(itemGroups.filter((group) => group.kind === 'flavors').map((g) => g.id));
    return {
      subtotalCents,
      row: {
        restaurantId,
        menuItemId: item.id,
        name: item.name,
        unitPrice: centsToDecimal(priced.unitPriceCents),
        quantity: line.quantity,
        notes: line.notes,
        options: chosen.map(({ priceCents: _cents, ...option }) =>
          flavourGroups.has(option.groupId) ? { ...option, groupKind: 'flavors' } : option,
        ),
        subtotal: centsToDecimal(subtotalCents),
        position,
      },
      json: {
        id: item.id,
        name: item.name,
        price: centsToDecimal(priced.unitPriceCents),
        quantity: line.quantity,
        notes: line.notes ?? '',
        subtotal: centsToDecimal(subtotalCents),
        options: chosen.map(({ groupName, name, price }) => ({ groupName, name, price })),
      },
    };
  });
}

interface ZoneRow {
  id: string;
  name: string;
  kind: string;
  radiusKm: string | null;
  neighborhoods: string | null;
  fee: string;
  minOrder: string;
  isActive: boolean;
}

function parseNeighborhoods(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

export function toDeliveryZone(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind === 'neighborhood' ? 'neighborhood' : 'radius',
    radiusKm: row.radiusKm === null ? null : Number(row.radiusKm),
    neighborhoods: parseNeighborhoods(row.neighborhoods),
    feeCents: cents(row.fee),
    minOrderCents: cents(row.minOrder),
    isActive: row.isActive,
  };
}

/** The delivery fee of the diner's zone; refuses an address out of area or under the zone minimum. */
export function deliveryFeeCents(
  input: Pick<
    PlaceOrderInput,
    'deliveryType' | 'neighborhood' | 'deliveryAddress' | 'deliveryLatitude' | 'deliveryLongitude'
  >,
  restaurant: { latitude: string | null; longitude: string | null },
  zones: ZoneRow[],
  subtotalCents: Cents,
): Cents {
  if (input.deliveryType !== 'delivery') return 0;
  const from = toCoordinates(restaurant.latitude, restaurant.longitude);
  const to = toCoordinates(input.deliveryLatitude, input.deliveryLongitude);
  const result = deliveryZoneFor(zones.map(toDeliveryZone), {
    neighborhood: input.neighborhood,
    address: input.deliveryAddress,
    distanceKm: from && to ? distanceKm(from, to) : null,
  });
  if (!result.ok) {
    const issue = outOfAreaIssue(result.error);
    throw new HttpError(400, issue.description, { [issue.field]: issue.title });
  }
  const minimum = minimumOrderIssue(subtotalCents, result.minOrderCents, formatBRL(result.minOrderCents));
  if (minimum) throw new HttpError(400, minimum.description, { [minimum.field]: minimum.title });
  return result.feeCents;
}
