/**
 * Stock: the value held now (quantity × cost of controlled items, as the 'Estoque' tab counts it)
 * and the period's movements per item: entries, sales and losses with their cost.
 */

import { inventoryCounters, stockUnitLabel } from '../../../../domain/inventory/stock';
import { multiplyCents } from '../../../../domain/money/money';
import { type BuildContext, money, queryRange, type Row, reportFrame } from './context';

export async function stockReport(context: BuildContext) {
  const { items, movements } = await context.repository.stock(context.restaurantId, queryRange(context));
  const moved = (itemId: string, type: string) =>
    movements.find((row) => row.menuItemId === itemId && row.type === type) ?? {
      quantity: 0,
      costCents: 0,
      count: 0,
    };
  const shown = items.filter(
    (item) => item.hasInventoryControl || movements.some((row) => row.menuItemId === item.id),
  );
  const rows: Row[] = shown.map((item) => {
    const loss = moved(item.id, 'perda');
    const stockValue = item.hasInventoryControl
      ? multiplyCents(item.costCents, Math.max(0, item.stockQuantity))
      : 0;
    return {
      name: item.name,
      unit: stockUnitLabel(item.unit),
      stockQuantity: item.stockQuantity,
      unitCost: money(item.costCents),
      stockValue: money(stockValue),
      entries: moved(item.id, 'entrada').quantity,
      sold: moved(item.id, 'venda').quantity,
      losses: loss.quantity,
      lossCost: money(loss.costCents),
    };
  });
  const counters = inventoryCounters(items.map((item) => ({ ...item, costPriceCents: item.costCents })));
  const losses = movements.filter((row) => row.type === 'perda');
  const lossQuantity = losses.reduce((total, row) => total + row.quantity, 0);
  const lossCents = losses.reduce((total, row) => total + row.costCents, 0);
  const total = (key: 'entries' | 'sold' | 'losses') => rows.reduce((sum, row) => sum + Number(row[key]), 0);
  return reportFrame('stock', context, {
    summary: [
      { label: 'Valor em estoque', value: money(counters.totalValueCents), kind: 'money' },
      { label: 'Itens controlados', value: counters.controlledItems, kind: 'integer' },
      { label: 'Estoque baixo', value: counters.lowStock, kind: 'integer' },
      {
        label: 'Movimentações no período',
        value: movements.reduce((sum, row) => sum + row.count, 0),
        kind: 'integer',
      },
      { label: 'Perdas (unidades)', value: lossQuantity, kind: 'integer' },
      { label: 'Custo das perdas', value: money(lossCents), kind: 'money' },
    ],
    rows,
    totals: {
      name: 'Total',
      unit: null,
      stockQuantity: null,
      unitCost: null,
      stockValue: money(counters.totalValueCents),
      entries: total('entries'),
      sold: total('sold'),
      losses: total('losses'),
      lossCost: money(lossCents),
    },
    chart: { title: 'Valor em estoque por item', labelKey: 'name', valueKey: 'stockValue', kind: 'money' },
  });
}
