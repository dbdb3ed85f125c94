/**
 * 'Certificado digital A1': the .pfx and its password go to the fiscal provider, which reads the
 * certificate's validity and CNPJ; Comanda keeps neither the file nor the password.
 */
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../../domain/format/format';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { notifyFailed, notifySaved } from '../../store-settings/components/notify';
import { type FiscalProfileView, useUploadCertificate } from '../api';
import { maskCnpj } from '../masks';

const MAX_BYTES = 50 * 1024;

/** The provider's refusal of the company record (not of the file nor the password), shown on the card. */
const PROVIDER_REFUSAL = /^O provedor de notas fiscais recusou os dados/;
/** What in a refusal points at the restaurant's address, which the 'Visual' tab edits. */
const ADDRESS_WORDS = /\b(cep|logradouro|bairro|munic[ií]pio|endere[cç]o|n[uú]mero)\b/i;

/** Where a refused upload's message goes: the password, the file, or the card when it is neither. */
export function certificateErrors(message: string, passwordField: boolean): CertificateErrors {
  if (passwordField) return { password: message };
  // The provider's refusal, or ours before the provider is called (no CEP or city): the card's.
  if (PROVIDER_REFUSAL.test(message) || ADDRESS_WORDS.test(message))
    return {
      card: ADDRESS_WORDS.test(message)
        ? `${message.replace(/\.$/, '')}. Confira o endereço e o CEP do restaurante na aba Visual e envie de novo.`
        : message,
    };
  return { file: message };
}

interface CertificateErrors {
  file?: string;
  password?: string;
  card?: string;
}

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function certificateStatus(profile: FiscalProfileView | null): string {
  const validUntil = profile?.certificate?.validUntil;
  if (validUntil)
    return new Date(validUntil) < new Date()
      ? `Certificado vencido em ${formatDate(validUntil)}: envie o certificado renovado.`
      : `Certificado válido até ${formatDate(validUntil)}`;
  return profile?.registered ? 'Restaurante cadastrado no emissor.' : 'Nenhum certificado enviado.';
}

export function CertificateCard({
  restaurantId,
  profile,
}: {
  restaurantId: string;
  profile: FiscalProfileView | null;
}) {
  const upload = useUploadCertificate(restaurantId);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CertificateErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: 'Escolha o arquivo .pfx do certificado A1.' });
    if (file.size > MAX_BYTES) return setErrors({ file: 'O certificado deve ter no máximo 50 KB.' });
    if (!password) return setErrors({ password: 'Informe a senha do certificado.' });
    setErrors({});
    upload.mutate(
      { pfxBase64: await base64Of(file), password },
      {
        onSuccess: () => {
          setPassword('');
          notifySaved();
        },
        onError: (failure) => {
          const message = serverMessage(failure) ?? 'Não foi possível enviar o certificado.';
          setErrors(certificateErrors(message, Boolean(isApiError(failure) && failure.fields?.password)));
          notifyFailed(failure);
        },
      },
    );
  };

  const certificateCnpj = profile?.certificate?.cnpj;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Certificado digital A1</CardTitle>
        <CardDescription>
          O arquivo e a senha vão direto para o emissor de notas; o Comanda não guarda nenhum dos dois.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="font-medium text-stone-900" aria-live="polite">
          {certificateStatus(profile)}
          {certificateCnpj && (
            <span className="block text-sm font-normal text-stone-700">
              CNPJ do certificado: {maskCnpj(certificateCnpj)}
            </span>
          )}
        </p>
        {errors.card && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.card}
          </p>
        )}
        {profile ? (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <FormField id="fiscal-certificate" label="Arquivo .pfx" error={errors.file} className="flex-1">
              {(describedBy) => (
                // The browser's own picker speaks the browser's language; this one speaks Portuguese.
                <div className="flex min-h-10 min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                  <input
                    id="fiscal-certificate"
                    type="file"
                    accept=".pfx,.p12,application/x-pkcs12"
                    className="peer sr-only"
                    aria-describedby={describedBy}
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  />
                  <label
                    htmlFor="fiscal-certificate"
                    className={cn(
                      buttonClasses('outline', 'sm'),
                      'shrink-0 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-orange-700 peer-focus-visible:ring-offset-2',
                    )}
                  >
                    Escolher arquivo
                  </label>
                  <span className="min-w-0 text-sm break-all text-stone-700">
                    {file?.name ?? 'Nenhum arquivo escolhido'}
                  </span>
                </div>
              )}
            </FormField>
            <FormField
              id="fiscal-certificate-password"
              label="Senha do certificado"
              error={errors.password}
              className="flex-1"
            >
              {(describedBy) => (
                <Input
                  id="fiscal-certificate-password"
                  type="password"
                  autoComplete="off"
                  value={password}
                  aria-describedby={describedBy}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            <Button type="submit" className="sm:mt-7" disabled={upload.isPending}>
              Enviar certificado
            </Button>
          </form>
        ) : (
          <p className="text-sm text-stone-700">Salve os dados fiscais antes de enviar o certificado.</p>
        )}
      </CardContent>
    </Card>
  );
}
