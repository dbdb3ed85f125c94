import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { OwnerDeliveryZoneView } from '../../../../domain/menu/menu-api';
import { deliveryZonesSchema } from '../../../../domain/menu/store-settings.schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/form-field';
import { useUpdateDeliveryZones } from '../api/update-delivery-zones';
import { toDraft, toZoneInput, type ZoneDraft } from './delivery-zone-draft';
import { DeliveryZoneRow } from './delivery-zone-row';
import { notifyFailed, notifySaved } from './notify';

interface DeliveryZonesCardProps {
  restaurantId: string;
  zones: OwnerDeliveryZoneView[];
}

/** Where the restaurant delivers and for how much; the server computes each order's fee from these. */
export function DeliveryZonesCard({ restaurantId, zones }: DeliveryZonesCardProps) {
  const update = useUpdateDeliveryZones(restaurantId);
  const [drafts, setDrafts] = useState<ZoneDraft[]>(() => zones.map(toDraft));
  const [error, setError] = useState<string>();

  const change = (key: number, patch: Partial<ZoneDraft>) =>
    setDrafts((current) => current.map((zone) => (zone.key === key ? { ...zone, ...patch } : zone)));

  const save = () => {
    const input = drafts.map(toZoneInput);
    const parsed = deliveryZonesSchema.safeParse({ zones: input });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const zone = typeof issue?.path[1] === 'number' ? `Zona ${issue.path[1] + 1}: ` : '';
      return setError(`${zone}${issue?.message ?? 'Zonas inválidas'}`);
    }
    setError(undefined);
    update.mutate(input, { onSuccess: notifySaved, onError: notifyFailed });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Zonas de entrega</CardTitle>
        <CardDescription>
          Por raio ou por bairros, cada uma com taxa e pedido mínimo. Um bairro listado vale mais que o raio.
          Sem zonas, a entrega é grátis e sem mínimo.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {drafts.map((zone, index) => (
          <DeliveryZoneRow
            key={zone.key}
            zone={zone}
            number={index + 1}
            onChange={(patch) => change(zone.key, patch)}
            onRemove={() => setDrafts((current) => current.filter((entry) => entry.key !== zone.key))}
          />
        ))}
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setDrafts((current) => [...current, toDraft()])}
        >
          <Plus aria-hidden="true" />
          Adicionar zona
        </Button>
        <FieldError message={error} />
        <Button className="self-start" disabled={update.isPending} onClick={save}>
          Salvar zonas de entrega
        </Button>
      </CardContent>
    </Card>
  );
}
