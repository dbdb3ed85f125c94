import { formatBRL } from '../../../../domain/format/format';
import { formatStockQuantity, stockStatus } from '../../../../domain/inventory/stock';
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { parseCents } from '../../../../domain/money/money';

/** The stock fields, read-only here: they are managed in the 'Estoque' tab. */
export function StockSummary({ item }: { item: OwnerMenuItemView }) {
  return (
    <div className="rounded-xl bg-stone-100 p-3 text-sm text-stone-800">
      <p className="font-medium text-stone-900">Estoque (gerenciado na aba Estoque)</p>
      {item.hasInventoryControl ? (
        <p>
          Controle ativo · {formatStockQuantity(item.stockQuantity, item.stockUnit)} · alerta em{' '}
          {formatStockQuantity(item.minStockAlert, item.stockUnit)} · situação {stockStatus(item)} · custo{' '}
          {formatBRL(parseCents(item.costPrice) ?? 0)}
        </p>
      ) : (
        <p>Controle de estoque inativo · custo {formatBRL(parseCents(item.costPrice) ?? 0)}</p>
      )}
    </div>
  );
}
