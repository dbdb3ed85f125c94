/**
 * 'Configurar mesas' (Dono, Gerente: `tables.configure`): add a table (number or name, area, seats),
 * rename it, change its area and seats, renew the code printed on its card, deactivate or bring it
 * back. The restaurant's table rules (WhatsApp hand-off, name, 'Garçom abre a mesa', 'Código da
 * mesa') stay with 'Número de mesas' in the store's order settings. Under the tables, for
 * `settings.edit`, 'Taxa de serviço e couvert' (dining-settings-card.tsx).
 */
import { type FormEvent, useState } from 'react';
import { DEFAULT_TABLE_AREA } from '../../../../domain/tables/tables';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { type DiningTable, useTableAction } from '../api';
import { DiningSettingsCard } from './dining-settings-card';

interface Draft {
  label: string;
  area: string;
  seats: string;
}

const draftOf = (table?: DiningTable): Draft => ({
  label: table?.label ?? '',
  area: table?.area ?? DEFAULT_TABLE_AREA,
  seats: String(table?.seats ?? 4),
});

function TableRow({
  draft,
  onChange,
  prefix,
}: {
  draft: Draft;
  onChange(next: Draft): void;
  prefix: string;
}) {
  return (
    <>
      <Input
        aria-label={`${prefix}: número ou nome`}
        placeholder={'Nº ou nome'}
        className="w-24"
        maxLength={10}
        value={draft.label}
        onChange={(event) => onChange({ ...draft, label: event.target.value })}
      />
      <Input
        aria-label={`${prefix}: área`}
        placeholder={'Área'}
        className="min-w-0 flex-1"
        maxLength={40}
        value={draft.area}
        onChange={(event) => onChange({ ...draft, area: event.target.value })}
      />
      <Input
        aria-label={`${prefix}: lugares`}
        placeholder={'Lugares'}
        className="w-20"
        type="number"
        min={1}
        max={50}
        value={draft.seats}
        onChange={(event) => onChange({ ...draft, seats: event.target.value })}
      />
    </>
  );
}

export function TablesConfigDialog({
  restaurantId,
  tables,
  canEditSettings = false,
  onClose,
}: {
  restaurantId: string;
  tables: DiningTable[];
  /** `settings.edit`: the service charge and couvert card. */
  canEditSettings?: boolean;
  onClose(): void;
}) {
  const action = useTableAction(restaurantId);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [adding, setAdding] = useState<Draft>(draftOf());
  const body = (draft: Draft) => ({ label: draft.label, area: draft.area, seats: Number(draft.seats) });
  const add = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ path: '/tables', body: body(adding) }, { onSuccess: () => setAdding(draftOf()) });
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Configurar mesas</DialogTitle>
          <DialogDescription>
            O número ou nome é o que vai no QR Code da mesa. Uma mesa com conta aberta não é desativada.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-stone-700">Cada linha: número ou nome · área · lugares.</p>
        <form onSubmit={add} className="flex flex-wrap items-center gap-2 rounded-lg bg-stone-50 p-3">
          <TableRow draft={adding} onChange={setAdding} prefix="Nova mesa" />
          <Button type="submit" disabled={action.isPending}>
            Adicionar mesa
          </Button>
        </form>
        {action.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {serverMessage(action.error) ?? 'Não foi possível salvar. Tente de novo.'}
          </p>
        )}
        <ul className="flex flex-col gap-2">
          {tables.map((table) => {
            const draft = drafts[table.id] ?? draftOf(table);
            return (
              <li
                key={table.id}
                className={`flex flex-wrap items-center gap-2 rounded-lg border border-stone-200 p-2 ${table.isActive ? '' : 'opacity-70'}`}
              >
                <TableRow
                  draft={draft}
                  prefix={table.title}
                  onChange={(next) => setDrafts((current) => ({ ...current, [table.id]: next }))}
                />
                <Button
                  size="sm"
                  variant="outline"
                  disabled={action.isPending || !drafts[table.id]}
                  onClick={() =>
                    action.mutate({ path: `/tables/${table.id}`, method: 'patch', body: body(draft) })
                  }
                >
                  Salvar
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={action.isPending}
                  onClick={() =>
                    action.mutate({ path: `/tables/${table.id}`, method: 'patch', body: { newCode: true } })
                  }
                >
                  {table.code ? `Código ${table.code} · renovar` : 'Gerar código'}
                </Button>
                <Button
                  size="sm"
                  variant={table.isActive ? 'destructive' : 'outline'}
                  disabled={action.isPending}
                  onClick={() =>
                    table.isActive
                      ? action.mutate({ path: `/tables/${table.id}`, method: 'delete' })
                      : action.mutate({
                          path: `/tables/${table.id}`,
                          method: 'patch',
                          body: { isActive: true },
                        })
                  }
                >
                  {table.isActive ? 'Desativar' : 'Reativar'}
                </Button>
              </li>
            );
          })}
        </ul>
        {canEditSettings && <DiningSettingsCard restaurantId={restaurantId} />}
      </DialogContent>
    </Dialog>
  );
}
