import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

export interface CredentialValues {
  apiKey: string;
  secretKey: string;
  merchantId: string;
  webhookUrl: string;
  /** Rappi only: the secret its webhooks are signed with. */
  webhookSecret: string;
}

/** Rappi names its keys differently (dev-portal.rappi.com: client id, client secret, store id). */
const LABELS = {
  default: { apiKey: 'API Key', secretKey: 'Secret Key', merchantId: 'Merchant ID' },
  rappi: { apiKey: 'Client ID', secretKey: 'Client Secret', merchantId: 'ID da loja na Rappi' },
};

interface CredentialFieldsProps {
  idPrefix: string;
  values: CredentialValues;
  onChange: (values: CredentialValues) => void;
  /** In 'Configurar': the stored secrets' masks, kept unless retyped. */
  hints?: { apiKey: string | null; secretKey: string | null };
  platform?: string;
}

/** API Key and Secret Key as password fields, Merchant ID, optional Webhook URL. */
export function CredentialFields({ idPrefix, values, onChange, hints, platform }: CredentialFieldsProps) {
  const labels = platform === 'rappi' ? LABELS.rappi : LABELS.default;
  const set = (field: keyof CredentialValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const keep = (mask: string | null | undefined) =>
    mask ? `Atual: ${mask}. Deixe em branco para manter.` : undefined;
  return (
    <div className="grid gap-3">
      <FormField id={`${idPrefix}-api-key`} label={labels.apiKey} hint={keep(hints?.apiKey)}>
        {(describedBy) => (
          <Input
            id={`${idPrefix}-api-key`}
            type="password"
            autoComplete="off"
            value={values.apiKey}
            onChange={set('apiKey')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-secret-key`} label={labels.secretKey} hint={keep(hints?.secretKey)}>
        {(describedBy) => (
          <Input
            id={`${idPrefix}-secret-key`}
            type="password"
            autoComplete="off"
            value={values.secretKey}
            onChange={set('secretKey')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-merchant-id`} label={labels.merchantId}>
        {(describedBy) => (
          <Input
            id={`${idPrefix}-merchant-id`}
            value={values.merchantId}
            onChange={set('merchantId')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      {platform === 'rappi' && (
        <FormField
          id={`${idPrefix}-webhook-secret`}
          label="Segredo do webhook"
          hint={hints ? 'Deixe em branco para manter o atual.' : undefined}
        >
          {(describedBy) => (
            <Input
              id={`${idPrefix}-webhook-secret`}
              type="password"
              autoComplete="off"
              value={values.webhookSecret}
              onChange={set('webhookSecret')}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      )}
      <FormField id={`${idPrefix}-webhook-url`} label="Webhook URL (opcional)">
        {(describedBy) => (
          <Input
            id={`${idPrefix}-webhook-url`}
            type="url"
            value={values.webhookUrl}
            onChange={set('webhookUrl')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
    </div>
  );
}
