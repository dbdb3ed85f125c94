import { ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { categorySchema } from '../../../../domain/menu/menu-item.schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useCreateCategory } from '../api/create-category';
import { useCategories } from '../api/get-categories';
import { useReorderCategories } from '../api/reorder-categories';
import { CategoryRow } from './category-row';
import { notifyError, notifySuccess } from './notify';

/** The restaurant's categories, in the order the public menu shows them. */
export function CategoryManager({ restaurantId }: { restaurantId: string }) {
  const categories = useCategories(restaurantId);
  const create = useCreateCategory(restaurantId);
  const reorder = useReorderCategories(restaurantId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const list = categories.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = categorySchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(parsed.data.name, {
      onSuccess: () => {
        setName('');
        notifySuccess('Categoria adicionada!');
      },
      onError: (failure) => notifyError('Erro ao atualizar', failure),
    });
  };

  const move = (index: number, offset: -1 | 1) => {
    const ids = list.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + offset, 0, moved!);
    reorder.mutate(ids, { onError: (failure) => notifyError('Erro ao atualizar', failure) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Categorias</CardTitle>
        <CardDescription>A ordem aqui é a ordem do cardápio público.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list.length === 0 && !categories.isPending && (
          <p className="text-sm text-stone-700">Nenhuma categoria ainda.</p>
        )}
        <ol className="flex flex-col divide-y divide-stone-200">
          {list.map((category, index) => (
            <CategoryRow key={category.id} restaurantId={restaurantId} category={category}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Subir ${category.name}`}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Descer ${category.name}`}
                disabled={index === list.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </CategoryRow>
          ))}
        </ol>
        <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
          <Label htmlFor="new-category">Nova categoria</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="new-category"
              value={name}
              placeholder="Ex.: Pizzas"
              aria-invalid={error ? true : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" disabled={create.isPending}>
              Adicionar categoria
            </Button>
          </div>
          <FieldError message={error} />
        </form>
      </CardContent>
    </Card>
  );
}
