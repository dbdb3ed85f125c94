import { platformArticles } from '../../../../domain/integrations/platform-article';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { type PartnerCancellationReason, useCancellationReasons } from '../api/get-cancellation-reasons';
import { ReasonChoices } from './reason-choices';

interface PartnerReasonPickerProps {
  orderId: string;
  platformName: string;
  value: PartnerCancellationReason | null;
  onChange: (reason: PartnerCancellationReason) => void;
}

/**
 * An iFood or Rappi order is cancelled with one of the platform's own reasons: the platform
 * rejects a cancellation without one, and the code tells it whose fault it was.
 */
export function PartnerReasonPicker({ orderId, platformName, value, onChange }: PartnerReasonPickerProps) {
  const reasons = useCancellationReasons(orderId, true);
  const article = platformArticles(platformName);
  if (reasons.isPending)
    return <LoadingState label={`Buscando os motivos aceitos ${article.by} ${platformName}...`} />;
  if (reasons.isError)
    return (
      <ErrorState
        message={`Não foi possível buscar os motivos ${article.of} ${platformName}.`}
        onRetry={() => reasons.refetch()}
      />
    );
  if (reasons.data.length === 0)
    return (
      <p className="text-sm text-stone-700">
        {article.the.toUpperCase()} {platformName} não aceita mais o cancelamento deste pedido.
      </p>
    );
  return (
    <ReasonChoices
      name={`partner-reason-${orderId}`}
      legend={`Motivo exigido ${article.by} ${platformName}`}
      // The platforms write their reasons in capitals ('ITEM INDISPONÍVEL'): shown as a sentence.
      options={reasons.data.map((reason) => ({ ...reason, description: reason.description.toLowerCase() }))}
      value={value?.code ?? null}
      onChange={({ code }) => onChange(reasons.data.find((reason) => reason.code === code)!)}
      className="max-h-64 overflow-y-auto"
    />
  );
}
