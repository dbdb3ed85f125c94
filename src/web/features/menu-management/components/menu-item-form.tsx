import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import { type MenuItemValues, menuItemSchema } from '../../../../domain/menu/menu-item.schemas';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { isApiError } from '../../../lib/api-client';
import { ImageUploader } from '../../uploads/components/image-uploader';
import { useCreateMenuItem } from '../api/create-menu-item';
import { useCategories } from '../api/get-categories';
import { useOptionGroups } from '../api/get-option-groups';
import { useReplaceMenuItem } from '../api/replace-menu-item';
import { MenuItemFields } from './menu-item-fields';
import { type MenuItemFormValues, toFormValues, toPayload } from './menu-item-form-values';
import { notifyError, notifySuccess } from './notify';
import { OptionGroupPicker } from './option-group-picker';
import { StockSummary } from './stock-summary';

interface MenuItemFormProps {
  restaurantId: string;
  /** The item being edited; absent to add a new one. */
  item?: OwnerMenuItemView;
  onDone: () => void;
}

const resolver = zodResolver(menuItemSchema) as unknown as Resolver<
  MenuItemFormValues,
  unknown,
  MenuItemValues
>;

/** Adds or edits a menu item, validated here and again on the server with the same rules. */
export function MenuItemForm({ restaurantId, item, onDone }: MenuItemFormProps) {
  const categories = useCategories(restaurantId);
  const groups = useOptionGroups(restaurantId);
  const create = useCreateMenuItem(restaurantId);
  const replace = useReplaceMenuItem(restaurantId);
  const form = useForm<MenuItemFormValues, unknown, MenuItemValues>({
    resolver,
    defaultValues: toFormValues(item),
  });
  const { errors } = form.formState;

  const onError = (title: string) => (error: unknown) => {
    if (isApiError(error) && error.fields) {
      for (const [field, message] of Object.entries(error.fields)) {
        if (field in form.getValues()) form.setError(field as Path<MenuItemFormValues>, { message });
      }
    }
    notifyError(title, error);
  };

  const onSubmit = form.handleSubmit((values) => {
    const payload = toPayload(values);
    if (item) {
      replace.mutate(
        { id: item.id, ...payload },
        {
          onSuccess: () => {
            notifySuccess('Dados atualizados!');
            onDone();
          },
          onError: onError('Erro ao atualizar'),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: () => {
          notifySuccess('Item adicionado!');
          onDone();
        },
        onError: onError('Erro ao adicionar item'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <MenuItemFields register={form.register} errors={errors} categories={categories.data ?? []} />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUploader
            label="Foto do item"
            target={{ endpoint: 'menu-item', field: 'image' }}
            value={field.value}
            onChange={field.onChange}
            hint="JPEG, PNG ou WebP de até 5MB. Fotos quadradas ficam melhores."
          />
        )}
      />
      <Controller
        control={form.control}
        name="optionGroupIds"
        render={({ field }) => (
          <OptionGroupPicker groups={groups.data ?? []} value={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="item-active"
              checked={field.value}
              onCheckedChange={(next) => field.onChange(next === true)}
            />
            <label htmlFor="item-active" className="text-sm text-stone-900">
              Disponível no cardápio (desmarque para desativar sem excluir)
            </label>
          </div>
        )}
      />
      {item && <StockSummary item={item} />}
      <Button type="submit" disabled={create.isPending || replace.isPending}>
        {item ? 'Salvar alterações' : 'Adicionar item'}
      </Button>
    </form>
  );
}
