import type { InventoryItemView } from '../../../../domain/inventory/inventory-api';
import { usePhoneLayout } from '../../../lib/use-media-query';
import { InventoryCard } from './inventory-card';
import { InventoryRow, type RowAction } from './inventory-row';

const COLUMNS = [
  'Item',
  'Categoria',
  'Controle',
  'Estoque',
  'Alerta Mínimo',
  'Unidade',
  'Custo Unit.',
  'Status',
  'Ações',
];

interface InventoryTableProps {
  items: InventoryItemView[];
  /** Whether the menu has no items at all (rather than none matching the search). */
  menuEmpty: boolean;
  onAction: (action: RowAction, item: InventoryItemView) => void;
  onToggleControl: (item: InventoryItemView, enabled: boolean) => void;
  togglingId: string | null;
}

/**
 * The items with their stock: a table from 768 px, one card per item below it, so a phone never
 * scrolls sideways to reach 'Ações' (issue 32, item 31).
 */
export function InventoryTable({
  items,
  menuEmpty,
  onAction,
  onToggleControl,
  togglingId,
}: InventoryTableProps) {
  const phone = usePhoneLayout();
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
        {menuEmpty ? 'Nenhum item encontrado no cardápio' : 'Nenhum item corresponde à busca.'}
      </p>
    );
  }
  if (phone) {
    return (
      <ul aria-label="Itens do cardápio e seu estoque" className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <InventoryCard
              item={item}
              onAction={onAction}
              onToggleControl={onToggleControl}
              toggling={togglingId === item.id}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Itens do cardápio e seu estoque</caption>
        <thead className="bg-stone-50 text-left text-stone-700">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <InventoryRow
              key={item.id}
              item={item}
              onAction={onAction}
              onToggleControl={onToggleControl}
              toggling={togglingId === item.id}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
