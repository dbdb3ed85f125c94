/**
 * The restaurant's fiscal profile (issue 35, decision 0052): checked by the domain, the CSC token
 * and the provider's emission tokens encrypted with the integrations' key, the A1 certificate and
 * its password passed straight to the fiscal provider and never stored nor logged.
 */
import {
  checkFiscalProfile,
  type FiscalProfile,
  nfceRequired,
  type TaxRegime,
} from '../../../domain/fiscal/fiscal-profile';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type {
  A1Certificate,
  FiscalProvider,
  ProviderAnswer,
  RegisteredCompany,
} from '../../integrations/fiscal/fiscal-provider';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { companyAddress } from './profile.address';
import { createProfileRepository, type ProfileRow, type ProfileWrite } from './profile.repository';
import type { ProfileBody, ProfileView } from './profile.schemas';

export const MAX_CERTIFICATE_BYTES = 50 * 1024;

export const PROFILE_MESSAGES = {
  invalid: 'Confira os dados fiscais destacados.',
  noProfile: 'Salve o perfil fiscal antes de enviar o certificado.',
  certificateFormat: 'O arquivo do certificado não pôde ser lido: envie o .pfx (ou .p12) do certificado A1.',
  certificateSize: 'O certificado deve ter no máximo 50 KB: confira se é o arquivo .pfx do certificado A1.',
  noProvider: 'O provedor de notas fiscais não está configurado neste servidor.',
  unreachable: 'O provedor de notas fiscais não respondeu. Nada foi alterado: tente de novo em instantes.',
  wrongPassword: 'A senha do certificado não confere. Confira a senha e envie de novo.',
  otherCnpj: 'Este certificado é de outro CNPJ: envie o certificado A1 do CNPJ do perfil fiscal.',
  expired: 'Este certificado está vencido: renove-o com a certificadora e envie o novo.',
  refused: (message: string) => `O provedor de notas fiscais recusou os dados: ${message}`,
  noAddress: 'O endereço do restaurante está sem CEP ou sem cidade, que vão na nota fiscal.',
} as const;

/** The provider's refusal of a company record, told in Portuguese with what to do. */
export function refusalMessage(message: string): string {
  if (/senha/i.test(message)) return PROFILE_MESSAGES.wrongPassword;
  if (/pertence ao cnpj/i.test(message)) return PROFILE_MESSAGES.otherCnpj;
  if (/vencid|expirad|prazo de validade/i.test(message)) return PROFILE_MESSAGES.expired;
  return PROFILE_MESSAGES.refused(message);
}

/** The .pfx as Base64 (a data: URL prefix and line breaks tolerated), or a 400. */
function certificateBase64(value: string): string {
  const base64 = value.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0)
    throw badRequest(PROFILE_MESSAGES.certificateFormat, { pfxBase64: PROFILE_MESSAGES.certificateFormat });
  const bytes = Buffer.from(base64, 'base64').length;
  if (bytes === 0)
    throw badRequest(PROFILE_MESSAGES.certificateFormat, { pfxBase64: PROFILE_MESSAGES.certificateFormat });
  if (bytes > MAX_CERTIFICATE_BYTES)
    throw badRequest(PROFILE_MESSAGES.certificateSize, { pfxBase64: PROFILE_MESSAGES.certificateSize });
  return base64;
}

export function toProfileView(row: ProfileRow): ProfileView {
  return {
    cnpj: row.cnpj,
    stateRegistration: row.stateRegistration,
    legalName: row.legalName,
    state: row.state,
    regime: row.regime,
    environment: row.environment,
    cscId: row.cscId,
    cscTokenSet: row.cscTokenEncrypted.length > 0,
    issueMode: row.issueMode,
    askCpfAtCheckout: row.askCpfAtCheckout,
    nfceRequired: nfceRequired(row.regime),
    provider: row.provider,
    registered: row.providerCompanyId !== null,
    tokensSet: row.tokenHomologacaoEncrypted !== null && row.tokenProducaoEncrypted !== null,
    certificate:
      row.certificateValidUntil || row.certificateCnpj
        ? { validUntil: row.certificateValidUntil?.toISOString() ?? null, cnpj: row.certificateCnpj }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `provider` is read on each call: the app's provider (or a test's fake) may be set after start-up. */
export function createProfileService(db: Db, config: Config, providerOf: () => FiscalProvider | null) {
  const repository = createProfileRepository(db);
  const encrypt = (secret: string) => encryptSecret(config.encryptionKey, secret);
  const decrypt = (stored: string) => decryptSecret(config.encryptionKey, stored);

  const profileOf = (row: ProfileRow): FiscalProfile => ({
    cnpj: row.cnpj,
    stateRegistration: row.stateRegistration,
    legalName: row.legalName,
    state: row.state as FiscalProfile['state'],
    regime: row.regime,
    environment: row.environment,
    cscId: row.cscId,
    cscToken: decrypt(row.cscTokenEncrypted),
  });

  /** Registers (or updates) the company at the provider; a refusal or silence is the person's 400/503. */
  async function register(
    restaurantId: string,
    profile: FiscalProfile,
    providerCompanyId: string | null,
    certificate: A1Certificate | null,
  ): Promise<RegisteredCompany> {
    const provider = providerOf();
    if (!provider) throw new HttpError(503, PROFILE_MESSAGES.noProvider);
    const restaurant = await repository.restaurant(restaurantId);
    if (!restaurant) throw new HttpError(404, 'Restaurante não encontrado.');
    const answer: ProviderAnswer<RegisteredCompany> = await provider.registerCompany(
      {
        profile,
        tradeName: restaurant.name,
        email: restaurant.email,
        phone: restaurant.whatsapp.replace(/\D/g, '') || null,
        address: companyAddress(restaurant, profile.state),
        providerCompanyId,
      },
      certificate,
    );
    if (answer.kind === 'unreachable') throw new HttpError(502, PROFILE_MESSAGES.unreachable);
    if (answer.kind === 'refused') {
      // As the integrations answer a partner's refusal: 422 with what to do.
      const message = refusalMessage(answer.message);
      const field = message === PROFILE_MESSAGES.wrongPassword ? 'password' : 'pfxBase64';
      throw new HttpError(422, message, certificate ? { [field]: message } : undefined);
    }
    return answer.value;
  }

  const registeredValues = (
    company: RegisteredCompany,
    row: ProfileRow | undefined,
  ): Partial<ProfileWrite> => ({
    provider: providerOf()?.name ?? row?.provider ?? 'focus_nfe',
    providerCompanyId: company.providerCompanyId,
    tokenHomologacaoEncrypted: encrypt(company.tokens.homologacao),
    tokenProducaoEncrypted: encrypt(company.tokens.producao),
    certificateValidUntil: company.certificateValidUntil ?? row?.certificateValidUntil ?? null,
    certificateCnpj: company.certificateCnpj ?? row?.certificateCnpj ?? null,
  });

  return {
    async view(restaurantId: string): Promise<ProfileView | null> {
      const row = await repository.find(restaurantId);
      return row ? toProfileView(row) : null;
    },

    /** The regime the items' tax data is checked against, or null before a profile exists. */
    async regime(restaurantId: string): Promise<TaxRegime | null> {
      return (await repository.find(restaurantId))?.regime ?? null;
    },

    async save(restaurantId: string, body: ProfileBody): Promise<ProfileView> {
      const existing = await repository.find(restaurantId);
      // An empty CSC token on an update keeps the one saved (it is never sent back to be re-typed).
      const typedToken = body.cscToken?.trim() ?? '';
      const cscToken = typedToken || (existing ? decrypt(existing.cscTokenEncrypted) : '');
      const check = checkFiscalProfile({ ...body, cscToken });
      if (!check.ok) {
        const fields = check.errors as Record<string, string>;
        throw badRequest(Object.values(fields)[0] ?? PROFILE_MESSAGES.invalid, fields);
      }
      const { profile } = check;
      const values: ProfileWrite = {
        cnpj: profile.cnpj,
        stateRegistration: profile.stateRegistration,
        legalName: profile.legalName,
        state: profile.state,
        regime: profile.regime,
        environment: profile.environment,
        cscId: profile.cscId,
        cscTokenEncrypted: typedToken || !existing ? encrypt(profile.cscToken) : existing.cscTokenEncrypted,
        issueMode: body.issueMode ?? existing?.issueMode ?? 'automatico',
        askCpfAtCheckout: body.askCpfAtCheckout ?? existing?.askCpfAtCheckout ?? false,
      };
      // Registered already: the provider learns the new CSC, regime or identity before we keep them.
      if (existing?.providerCompanyId) {
        const before = profileOf(existing);
        const changed = (Object.keys(profile) as (keyof FiscalProfile)[]).some(
          (key) => key !== 'environment' && profile[key] !== before[key],
        );
        if (changed)
          Object.assign(
            values,
            registeredValues(
              await register(restaurantId, profile, existing.providerCompanyId, null),
              existing,
            ),
          );
      }
      return toProfileView(await repository.save(restaurantId, values));
    },

    async uploadCertificate(restaurantId: string, body: { pfxBase64: string; password: string }) {
      const pfxBase64 = certificateBase64(body.pfxBase64);
      const existing = await repository.find(restaurantId);
      if (!existing) throw conflict(PROFILE_MESSAGES.noProfile);
      // The company record carries the issuer's address: asked here, not refused by the provider later.
      const restaurant = await repository.restaurant(restaurantId);
      if (restaurant) {
        const address = companyAddress(restaurant, existing.state);
        if (address.cep.length !== 8 || !address.city) throw new HttpError(422, PROFILE_MESSAGES.noAddress);
      }
      const company = await register(restaurantId, profileOf(existing), existing.providerCompanyId, {
        pfxBase64,
        password: body.password,
      });
      return toProfileView(await repository.update(restaurantId, registeredValues(company, existing)));
    },
  };
}
