import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CategoryView } from '../../../../domain/menu/menu-api';
import { FormField } from '../../../components/ui/form-field';
import { Input, NumberInput, Textarea } from '../../../components/ui/input';
import type { MenuItemFormValues } from './menu-item-form-values';

interface MenuItemFieldsProps {
  register: UseFormRegister<MenuItemFormValues>;
  errors: FieldErrors<MenuItemFormValues>;
  categories: CategoryView[];
}

const invalid = (message?: string) => (message ? true : undefined);

/** The item's text fields: name, description, price in reais, category, loyalty points. */
export function MenuItemFields({ register, errors, categories }: MenuItemFieldsProps) {
  return (
    <>
      <FormField id="item-name" label="Nome" error={errors.name?.message}>
        {(describedBy) => (
          <Input
            id="item-name"
            maxLength={120}
            aria-invalid={invalid(errors.name?.message)}
            aria-describedby={describedBy}
            {...register('name')}
          />
        )}
      </FormField>
      <FormField id="item-description" label="Descrição (opcional)" error={errors.description?.message}>
        {(describedBy) => (
          <Textarea
            id="item-description"
            rows={3}
            aria-invalid={invalid(errors.description?.message)}
            aria-describedby={describedBy}
            {...register('description')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="item-price" label="Preço (R$)" hint="Ex.: 29,90" error={errors.price?.message}>
          {(describedBy) => (
            <Input
              id="item-price"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              aria-invalid={invalid(errors.price?.message)}
              aria-describedby={describedBy}
              {...register('price')}
            />
          )}
        </FormField>
        <FormField
          id="item-category"
          label="Categoria"
          hint="Escolha uma ou digite uma nova."
          error={errors.category?.message}
        >
          {(describedBy) => (
            <>
              <Input
                id="item-category"
                list="item-category-options"
                autoComplete="off"
                aria-invalid={invalid(errors.category?.message)}
                aria-describedby={describedBy}
                {...register('category')}
              />
              <datalist id="item-category-options">
                {categories.map((category) => (
                  <option key={category.id} value={category.name} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>
      <FormField
        id="item-points"
        label="Pontos de fidelidade por pedido"
        error={errors.loyaltyPoints?.message}
      >
        {(describedBy) => (
          <NumberInput
            id="item-points"
            min={0}
            step={1}
            inputMode="numeric"
            aria-invalid={invalid(errors.loyaltyPoints?.message)}
            aria-describedby={describedBy}
            {...register('loyaltyPoints')}
          />
        )}
      </FormField>
    </>
  );
}
