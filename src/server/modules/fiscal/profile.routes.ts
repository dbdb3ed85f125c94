/**
 * The fiscal profile's owner routes (issue 35, decision 0052), under `/restaurants/:id/fiscal`.
 * Capabilities in route-capabilities.ts: saving and the certificate `settings.edit`; reading
 * `fiscal.issue`, which every role with `settings.edit` also holds, so the till learns whether
 * NFC-e is on without seeing any secret.
 */

import type { App } from '../../lib/types';
import {
  certificateBody,
  profileAnswer,
  profileBody,
  profileView,
  restaurantParams,
} from './profile.schemas';
import { createProfileService } from './profile.service';

export async function fiscalProfileOwnerRoutes(app: App) {
  const profiles = createProfileService(app.db, app.config, () => app.fiscalProvider);

  app.get(
    '/restaurants/:id/fiscal/profile',
    {
      schema: {
        description:
          'O perfil fiscal para a NFC-e (null se não há). Nunca traz o código CSC nem os tokens do provedor, só se estão salvos.',
        params: restaurantParams,
        response: { 200: profileAnswer },
      },
    },
    (request) => profiles.view(request.params.id),
  );

  app.put(
    '/restaurants/:id/fiscal/profile',
    {
      schema: {
        description:
          'Salva o perfil fiscal (CNPJ, IE, razão social, UF, regime, ambiente, CSC, modo de emissão). O CSC vazio mantém o salvo.',
        params: restaurantParams,
        body: profileBody,
        response: { 200: profileView },
      },
    },
    (request) => profiles.save(request.params.id, request.body),
  );

  app.post(
    '/restaurants/:id/fiscal/certificate',
    {
      schema: {
        description:
          'Envia o certificado A1 (.pfx em Base64, até 50 KB) e a senha ao provedor de notas fiscais, que cadastra o restaurante. Nem o arquivo nem a senha são guardados.',
        params: restaurantParams,
        body: certificateBody,
        response: { 200: profileView },
      },
    },
    (request) => profiles.uploadCertificate(request.params.id, request.body),
  );
}
