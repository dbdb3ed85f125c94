import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, type Resolver, useForm } from 'react-hook-form';
import { type BrandingValues, brandingSchema } from '../../../../domain/menu/store-settings.schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { ImageUploader } from '../../uploads/components/image-uploader';
import type { BrandingDetails } from '../api/get-branding';
import { useUpdateBranding } from '../api/update-branding';
import { BrandingFields } from './branding-fields';
import { type BrandingFormValues, toBrandingFormValues } from './branding-form-values';
import { LocationFields } from './location-fields';

const resolver = zodResolver(brandingSchema) as unknown as Resolver<
  BrandingFormValues,
  unknown,
  BrandingValues
>;

/** Name, contacts, address and location (for Explore), logo and banner. */
export function BrandingForm({ restaurantId, details }: { restaurantId: string; details: BrandingDetails }) {
  const update = useUpdateBranding(restaurantId);
  const form = useForm<BrandingFormValues, unknown, BrandingValues>({
    resolver,
    defaultValues: toBrandingFormValues(details),
  });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toBrandingFormValues(saved));
        toast({ title: 'Dados atualizados!' });
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in form.getValues()) form.setError(field as Path<BrandingFormValues>, { message });
          }
        }
        toast({
          title: 'Erro ao atualizar',
          description: serverMessage(error) ?? 'Erro ao atualizar',
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Identidade do restaurante</CardTitle>
        <CardDescription>
          Como o seu restaurante aparece no cardápio digital e na busca de restaurantes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="grid gap-5 md:grid-cols-2">
            <Controller
              control={form.control}
              name="logoUrl"
              render={({ field }) => (
                <ImageUploader
                  label="Logo"
                  target={{ endpoint: 'restaurant', field: 'logo' }}
                  value={field.value}
                  onChange={field.onChange}
                  hint="Tamanho recomendado: 200x200"
                />
              )}
            />
            <Controller
              control={form.control}
              name="bannerUrl"
              render={({ field }) => (
                <ImageUploader
                  label="Banner"
                  shape="wide"
                  target={{ endpoint: 'restaurant', field: 'banner' }}
                  value={field.value}
                  onChange={field.onChange}
                  hint="Tamanho recomendado: 800x300"
                />
              )}
            />
          </div>
          <BrandingFields register={form.register} errors={form.formState.errors} />
          <LocationFields
            register={form.register}
            setValue={form.setValue}
            getValues={form.getValues}
            errors={form.formState.errors}
          />
          <Button type="submit" className="self-start" disabled={update.isPending}>
            {update.isPending ? 'Salvando...' : 'Salvar alterações'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
