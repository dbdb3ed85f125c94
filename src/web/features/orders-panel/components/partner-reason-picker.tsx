import { platformArticles } from '../../../../domain/integrations/platform-article';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { type PartnerCancellationReason, useCancellationReasons } from '../api/get-cancellation-reasons';

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
    <fieldset className="flex max-h-64 flex-col gap-1 overflow-y-auto">
      <legend className="mb-1 text-sm font-medium text-stone-900">
        Motivo exigido {article.by} {platformName}
      </legend>
      {reasons.data.map((reason) => (
        <label
          key={reason.code}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm has-[:checked]:border-red-400 has-[:checked]:bg-red-50"
        >
          <input
            type="radio"
            name={`partner-reason-${orderId}`}
            value={reason.code}
            checked={value?.code === reason.code}
            onChange={() => onChange(reason)}
          />
          <span className="first-letter:uppercase">{reason.description.toLowerCase()}</span>
        </label>
      ))}
    </fieldset>
  );
}
