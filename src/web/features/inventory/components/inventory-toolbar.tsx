import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { INVENTORY_SORTS, type InventorySort } from '../lib/inventory-list';

export const selectClasses =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm aria-invalid:border-red-700';

interface InventoryToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  sort: InventorySort;
  onSortChange: (sort: InventorySort) => void;
}

/** Search by name or category, and the table's order. */
export function InventoryToolbar({ search, onSearchChange, sort, onSortChange }: InventoryToolbarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="inventory-search">Buscar item</Label>
        <div className="relative">
          <Search className="absolute top-3 left-3 size-4 text-stone-500" aria-hidden="true" />
          <Input
            id="inventory-search"
            type="search"
            className="pl-9"
            placeholder="Nome ou categoria"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="inventory-sort">Ordenar por</Label>
        <select
          id="inventory-sort"
          className={selectClasses}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as InventorySort)}
        >
          {Object.entries(INVENTORY_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
