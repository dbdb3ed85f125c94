import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { Button } from '../../../components/ui/button';
import type { AdminTabProps } from '../../admin/types';
import { CategoryManager } from './category-manager';
import { MenuItemDialog } from './menu-item-dialog';
import { MenuItemList } from './menu-item-list';
import { OptionGroupManager } from './option-group-manager';

/** The 'Cardápio' tab: items, categories and option groups. */
export function MenuManagementTab({ restaurantId, label }: AdminTabProps) {
  const [editing, setEditing] = useState<OwnerMenuItemView | 'new' | null>(null);
  const item = editing === 'new' ? undefined : (editing ?? undefined);

  return (
    <section aria-label={label} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold text-stone-900">Cardápio</h2>
          <p className="text-stone-700">
            Itens, categorias e opções. Mudanças aparecem no cardápio público na hora.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Adicionar item
        </Button>
      </header>
      <MenuItemList restaurantId={restaurantId} onEdit={setEditing} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CategoryManager restaurantId={restaurantId} />
        <OptionGroupManager restaurantId={restaurantId} />
      </div>
      <MenuItemDialog
        key={item?.id ?? 'new'}
        restaurantId={restaurantId}
        item={item}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </section>
  );
}
