import { Check, Pencil, Trash2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { CategoryView } from '../../../../domain/menu/menu-api';
import { categorySchema } from '../../../../domain/menu/menu-item.schemas';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useDeleteCategory } from '../api/delete-category';
import { useRenameCategory } from '../api/rename-category';
import { ConfirmDialog } from './confirm-dialog';
import { notifyError, notifySuccess } from './notify';

interface CategoryRowProps {
  restaurantId: string;
  category: CategoryView;
  /** The move buttons. */
  children: ReactNode;
}

/** One category: its name, renamed in place, and delete (its items stay, without a category). */
export function CategoryRow({ restaurantId, category, children }: CategoryRowProps) {
  const rename = useRenameCategory(restaurantId);
  const remove = useDeleteCategory(restaurantId);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);

  const save = () => {
    const parsed = categorySchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    rename.mutate(
      { id: category.id, name: parsed.data.name },
      {
        onSuccess: () => {
          setEditing(false);
          setError(undefined);
          notifySuccess('Dados atualizados!');
        },
        onError: (failure) => notifyError('Erro ao atualizar', failure),
      },
    );
  };

  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex items-center gap-1">
        {editing ? (
          <>
            <Input
              aria-label={`Novo nome de ${category.name}`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && save()}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label="Salvar nome"
              disabled={rename.isPending}
              onClick={save}
            >
              <Check aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label="Cancelar" onClick={() => setEditing(false)}>
              <X aria-hidden="true" />
            </Button>
          </>
        ) : (
          <>
            <span className="flex-1 font-medium text-stone-900">{category.name}</span>
            {children}
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Renomear ${category.name}`}
              onClick={() => {
                setName(category.name);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Excluir ${category.name}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      <FieldError message={error} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Excluir a categoria ${category.name}?`}
        description="Os itens dela continuam no cardápio, sem categoria."
        confirmLabel="Excluir categoria"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(category.id, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess('Dados atualizados!');
            },
            onError: (failure) => notifyError('Erro ao atualizar', failure),
          })
        }
      />
    </li>
  );
}
