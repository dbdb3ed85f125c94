import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useOwnerMenu } from '../api/get-owner-menu';
import { MenuItemRow } from './menu-item-row';

interface MenuItemListProps {
  restaurantId: string;
  onEdit: (item: OwnerMenuItemView) => void;
}

/** Groups the items (already in menu order) by category. */
function byCategory(items: OwnerMenuItemView[]) {
  const groups: { name: string; items: OwnerMenuItemView[] }[] = [];
  for (const item of items) {
    const name = item.category ?? 'Sem categoria';
    const last = groups.at(-1);
    if (last?.name === name) last.items.push(item);
    else groups.push({ name, items: [item] });
  }
  return groups;
}

/** The whole menu as the owner sees it, inactive items included. */
export function MenuItemList({ restaurantId, onEdit }: MenuItemListProps) {
  const menu = useOwnerMenu(restaurantId);
  if (menu.isPending) return <LoadingState label="Carregando cardápio..." />;
  if (menu.isError)
    return <ErrorState message="Não foi possível carregar o cardápio." onRetry={() => menu.refetch()} />;
  if (menu.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
        Seu cardápio ainda está vazio. Adicione o primeiro item.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {byCategory(menu.data).map((group) => (
        <section
          key={group.name}
          aria-label={group.name}
          className="rounded-2xl border border-stone-200 bg-white px-4"
        >
          <h3 className="pt-4 text-lg font-bold text-stone-900">{group.name}</h3>
          <ul className="divide-y divide-stone-200">
            {group.items.map((item) => (
              <MenuItemRow key={item.id} restaurantId={restaurantId} item={item} onEdit={onEdit} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
