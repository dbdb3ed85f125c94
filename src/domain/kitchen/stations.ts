/**
 * Kitchen stations (praças): where an order's items are made and printed (issue 34, decision 0047).
 * The owner names them ('Cozinha', 'Bar', 'Pizzaria', 'Caixa'), sends each menu category to one or
 * more of them and may send a single item elsewhere. A production station gets only its items; the
 * counter ('caixa') gets the whole order with the customer, address and payment.
 */
import { z } from 'zod';

export const STATION_KINDS = ['producao', 'caixa'] as const;
export type StationKind = (typeof STATION_KINDS)[number];

export const STATION_KIND_LABELS: Record<StationKind, string> = {
  producao: 'Produção (recebe só os seus itens)',
  caixa: 'Balcão / caixa (recebe o pedido inteiro)',
};

/** The stations a new restaurant starts with, as most Brazilian kitchens are split. */
export const DEFAULT_STATIONS: readonly { name: string; kind: StationKind }[] = [
  { name: 'Cozinha', kind: 'producao' },
  { name: 'Bar', kind: 'producao' },
  { name: 'Caixa', kind: 'caixa' },
];

export const MAX_STATIONS = 20;

export const stationNameSchema = z
  .string({ error: 'Informe o nome da praça' })
  .trim()
  .min(1, 'Informe o nome da praça')
  .max(40, 'O nome da praça pode ter até 40 caracteres');

export interface Station {
  id: string;
  name: string;
  kind: StationKind;
}

/**
 * Where items go: a category's stations, and an item's own stations that replace its category's.
 * An item with no rule of its own and a category without one goes to every production station, so
 * nothing the owner forgot to route is ever left unprinted.
 */
export interface StationRouting {
  byCategory: ReadonlyMap<string, readonly string[]>;
  byItem: ReadonlyMap<string, readonly string[]>;
}

export interface RoutableLine {
  menuItemId: string | null;
  categoryId: string | null;
}

/** The ids of the production stations a line is made at. */
export function stationsForLine(
  line: RoutableLine,
  routing: StationRouting,
  stations: readonly Station[],
): string[] {
  const production = stations.filter((station) => station.kind === 'producao').map((station) => station.id);
  const known = new Set(production);
  const own = line.menuItemId ? routing.byItem.get(line.menuItemId) : undefined;
  const chosen = own ?? (line.categoryId ? routing.byCategory.get(line.categoryId) : undefined);
  const routed = (chosen ?? []).filter((id) => known.has(id));
  return routed.length > 0 ? routed : production;
}

/**
 * An order's lines per station, in the order's own line order: each production station gets the
 * lines made there, each counter station every line. A station with nothing to make is absent.
 */
export function splitByStation<L extends RoutableLine>(
  lines: readonly L[],
  routing: StationRouting,
  stations: readonly Station[],
): Map<string, L[]> {
  const byStation = new Map<string, L[]>();
  for (const station of stations)
    if (station.kind === 'caixa' && lines.length > 0) byStation.set(station.id, [...lines]);
  for (const line of lines) {
    for (const stationId of stationsForLine(line, routing, stations)) {
      const list = byStation.get(stationId) ?? [];
      list.push(line);
      byStation.set(stationId, list);
    }
  }
  return byStation;
}
