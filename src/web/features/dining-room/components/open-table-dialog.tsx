import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { type DiningTable, useTableAction } from '../api';

/** 'Abrir mesa': a free table is opened with the number of people seated at it. */
export function OpenTableDialog({
  restaurantId,
  table,
  onClose,
  onOpened,
}: {
  restaurantId: string;
  table: DiningTable | null;
  onClose(): void;
  /** After the table opened (the waiter's phone goes straight to taking its order). */
  onOpened?(table: DiningTable): void;
}) {
  const action = useTableAction(restaurantId);
  const [people, setPeople] = useState('2');
  useEffect(() => {
    if (table) setPeople('2');
    action.reset();
  }, [table, action.reset]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!table) return;
    action.mutate(
      { path: `/tables/${table.id}/open`, body: { people: Number(people) } },
      {
        onSuccess: () => {
          onOpened?.(table);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={Boolean(table)} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Abrir {table?.title}</DialogTitle>
          <DialogDescription>
            {table?.area} · {table?.seats} lugares. A conta fica aberta até ser fechada no caixa.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormField id="open-people" label="Quantas pessoas?">
            {(describedBy) => (
              <Input
                id="open-people"
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                value={people}
                aria-describedby={describedBy}
                onChange={(event) => setPeople(event.target.value)}
              />
            )}
          </FormField>
          <FieldError
            message={action.isError ? (serverMessage(action.error) ?? 'Erro ao abrir a mesa') : undefined}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={action.isPending}>
              Abrir mesa
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
