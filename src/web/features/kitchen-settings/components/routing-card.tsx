/**
 * 'Onde cada item é preparado' (`kitchen.configure`): each menu category with a checkbox per
 * production station, and items that go elsewhere than their category (search an item, choose its
 * stations; 'Usar as da categoria' drops the rule). Saved whole with PUT routing. A category with
 * nothing ticked goes to every production station (domain/kitchen/stations.ts), as the card says.
 */
import { useId, useMemo, useState } from 'react';
import type { CategoryView, OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { useCategories } from '../../menu-management/api/get-categories';
import { useOwnerMenu } from '../../menu-management/api/get-owner-menu';
import { type RoutingView, type StationView, useRouting, useSaveRouting, useStations } from '../api';
import { KitchenCard } from './kitchen-card';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function RoutingCard({ restaurantId }: { restaurantId: string }) {
  const routing = useRouting(restaurantId);
  const stations = useStations(restaurantId);
  const categories = useCategories(restaurantId);
  const items = useOwnerMenu(restaurantId);
  const ready =
    routing.data && stations.data && categories.data && items.data
      ? { routing: routing.data, stations: stations.data, categories: categories.data, items: items.data }
      : undefined;
  const failed = [routing, stations, categories, items].find((query) => query.isError);
  return (
    <KitchenCard
      title="Onde cada item é preparado"
      description="Marque as praças de cada categoria. Sem nenhuma marcada, os itens vão para todas as praças de produção."
    >
      {() =>
        ready ? (
          <RoutingForm restaurantId={restaurantId} {...ready} />
        ) : failed ? (
          <p role="alert" className="text-red-800">
            {serverMessage(failed.error) ?? 'Não foi possível carregar. Tente de novo.'}
          </p>
        ) : (
          <p className="text-stone-700">Carregando…</p>
        )
      }
    </KitchenCard>
  );
}

interface RoutingFormProps {
  restaurantId: string;
  routing: RoutingView;
  stations: StationView[];
  categories: CategoryView[];
  items: OwnerMenuItemView[];
}

function RoutingForm({ restaurantId, routing, stations, categories, items }: RoutingFormProps) {
  const id = useId();
  const save = useSaveRouting(restaurantId);
  const production = stations.filter((station) => station.isActive && station.kind === 'producao');
  const [byCategory, setByCategory] = useState(routing.categories);
  const [byItem, setByItem] = useState(routing.items);
  const [search, setSearch] = useState('');
  const [saved, setSaved] = useState(false);
  const itemName = useMemo(() => new Map(items.map((item) => [item.id, item.name])), [items]);
  const found = useMemo(() => {
    const wanted = normalize(search.trim());
    if (wanted === '') return [];
    return items.filter((item) => !(item.id in byItem) && normalize(item.name).includes(wanted)).slice(0, 8);
  }, [items, search, byItem]);

  const toggle = (current: string[] | undefined, stationId: string, on: boolean) =>
    on ? [...(current ?? []), stationId] : (current ?? []).filter((other) => other !== stationId);
  const changed = () => setSaved(false);

  const submit = () => {
    const keep = (map: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(map).filter(([, ids]) => ids.length > 0));
    save.mutate({ categories: keep(byCategory), items: keep(byItem) }, { onSuccess: () => setSaved(true) });
  };

  if (production.length === 0)
    return (
      <p className="text-stone-700">
        Crie uma praça de produção em “Praças” para escolher onde cada item é feito.
      </p>
    );

  const stationBoxes = (
    label: string,
    chosen: string[] | undefined,
    onToggle: (id: string, on: boolean) => void,
  ) => (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      {production.map((station) => (
        <label key={station.id} className="flex min-h-9 items-center gap-2 text-stone-900">
          <input
            type="checkbox"
            checked={chosen?.includes(station.id) ?? false}
            onChange={(event) => onToggle(station.id, event.target.checked)}
            className="size-4 accent-orange-700"
          />
          {station.name}
          <span className="sr-only"> ({label})</span>
        </label>
      ))}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {categories.length === 0 ? (
        <p className="text-stone-700">O cardápio ainda não tem categorias.</p>
      ) : (
        <ul aria-label="Categorias" className="flex flex-col divide-y divide-stone-200">
          {categories.map((category) => (
            <li key={category.id}>
              <fieldset
                aria-label={category.name}
                className="flex min-w-0 flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="font-semibold text-stone-900 sm:w-48 sm:shrink-0">{category.name}</span>
                {stationBoxes(category.name, byCategory[category.id], (stationId, on) => {
                  setByCategory((map) => ({
                    ...map,
                    [category.id]: toggle(map[category.id], stationId, on),
                  }));
                  changed();
                })}
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold text-stone-900">Itens com praça própria</h4>
        <p className="text-sm text-stone-700">
          Um item com praças próprias vai só para elas, no lugar das da categoria.
        </p>
        {Object.keys(byItem).length > 0 && (
          <ul aria-label="Itens com praça própria" className="flex flex-col divide-y divide-stone-200">
            {Object.entries(byItem).map(([itemId, chosen]) => {
              const name = itemName.get(itemId) ?? 'Item removido do cardápio';
              return (
                <li key={itemId}>
                  <fieldset
                    aria-label={name}
                    className="flex min-w-0 flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="font-semibold text-stone-900 sm:w-48 sm:shrink-0">{name}</span>
                    {stationBoxes(name, chosen, (stationId, on) => {
                      setByItem((map) => ({ ...map, [itemId]: toggle(map[itemId], stationId, on) }));
                      changed();
                    })}
                    <Button
                      variant="link"
                      size="sm"
                      className="self-start px-0 sm:ml-auto sm:self-center"
                      aria-label={`Usar as praças da categoria para ${name}`}
                      onClick={() => {
                        setByItem((map) =>
                          Object.fromEntries(Object.entries(map).filter(([key]) => key !== itemId)),
                        );
                        changed();
                      }}
                    >
                      Usar as da categoria
                    </Button>
                  </fieldset>
                </li>
              );
            })}
          </ul>
        )}
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-stone-900">
          Buscar item
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Ex.: Caipirinha"
          className="sm:max-w-sm"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {found.length > 0 && (
          <ul aria-label="Itens encontrados" className="flex flex-col gap-1">
            {found.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-stone-900">{item.name}</span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Escolher praças para ${item.name}`}
                  onClick={() => {
                    const fromCategory = item.categoryId ? byCategory[item.categoryId] : undefined;
                    setByItem((map) => ({ ...map, [item.id]: [...(fromCategory ?? [])] }));
                    setSearch('');
                    changed();
                  }}
                >
                  Escolher praças
                </Button>
              </li>
            ))}
          </ul>
        )}
        {search.trim() !== '' && found.length === 0 && (
          <p className="text-sm text-stone-700">Nenhum item encontrado.</p>
        )}
      </div>
      {save.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {serverMessage(save.error) ?? 'Não foi possível salvar. Tente de novo.'}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={submit} disabled={save.isPending}>
          Salvar
        </Button>
        {saved && (
          <p role="status" className="text-sm text-green-800">
            Praças dos itens salvas.
          </p>
        )}
      </div>
    </div>
  );
}
