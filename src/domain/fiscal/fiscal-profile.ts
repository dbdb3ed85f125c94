/**
 * The restaurant's fiscal profile for the NFC-e (issue 35, decision 0052): who issues (CNPJ, state
 * registration, legal name, state), under which tax regime, with which CSC for the consumer QR code,
 * in which environment. The A1 certificate is not here: it goes to the fiscal provider and is never
 * kept by us.
 *
 * The CNPJ may be the alphanumeric one the Receita issues since July 2026 (IN RFB 2.229/2024: twelve
 * characters 0–9/A–Z and two numeric check digits), so it is a string of fourteen `[0-9A-Z]`, never a
 * number. An MEI selling to individuals is spared the NFC-e (LC 123/2006 art. 26 § 1º): it may issue
 * one, but the sales do not stop for want of one.
 */
import { isValidIe } from '@brazilian-utils/brazilian-utils';
import { BRAZILIAN_STATES } from '../menu/store-settings.schemas';
import { isCnpj, normalizeCnpj } from './consumer-document';

export { isCnpj, normalizeCnpj };

export const TAX_REGIMES = ['simples', 'mei', 'normal'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

export const TAX_REGIME_LABELS: Record<TaxRegime, string> = {
  simples: 'Simples Nacional',
  mei: 'MEI',
  normal: 'Regime normal (Lucro Presumido ou Real)',
};

/** The NF-e's regime code (CRT): 1 Simples Nacional, 3 regime normal, 4 MEI. */
export const CRT: Record<TaxRegime, 1 | 3 | 4> = { simples: 1, normal: 3, mei: 4 };

export const FISCAL_ENVIRONMENTS = ['homologacao', 'producao'] as const;
export type FiscalEnvironment = (typeof FISCAL_ENVIRONMENTS)[number];

export const FISCAL_ENVIRONMENT_LABELS: Record<FiscalEnvironment, string> = {
  homologacao: 'Homologação (testes, sem valor fiscal)',
  producao: 'Produção',
};

export interface FiscalProfileInput {
  cnpj: string;
  stateRegistration: string;
  legalName: string;
  state: string;
  regime: string;
  environment: string;
  cscId: string;
  cscToken: string;
}

export interface FiscalProfile {
  cnpj: string;
  stateRegistration: string;
  legalName: string;
  state: (typeof BRAZILIAN_STATES)[number];
  regime: TaxRegime;
  environment: FiscalEnvironment;
  cscId: string;
  cscToken: string;
}

export type FiscalProfileField = keyof FiscalProfileInput;

export type ProfileCheck =
  | { ok: true; profile: FiscalProfile }
  | { ok: false; errors: Partial<Record<FiscalProfileField, string>> };

export const FISCAL_PROFILE_ERRORS = {
  cnpj: 'CNPJ inválido. Confira os 14 caracteres (números, ou letras e números no CNPJ alfanumérico).',
  stateRegistration: 'Inscrição estadual inválida para o estado informado.',
  legalName: 'Informe a razão social.',
  state: 'Escolha o estado (UF).',
  regime: 'Escolha o regime tributário.',
  environment: 'Escolha o ambiente: homologação ou produção.',
  cscId: 'Informe o identificador do CSC (só números, até 6 dígitos).',
  cscToken: 'Informe o código CSC (de 16 a 36 letras e números), como a SEFAZ o forneceu.',
} as const;

const isState = (value: string): value is FiscalProfile['state'] =>
  (BRAZILIAN_STATES as readonly string[]).includes(value);

export function checkFiscalProfile(input: FiscalProfileInput): ProfileCheck {
  const errors: Partial<Record<FiscalProfileField, string>> = {};
  const cnpj = normalizeCnpj(input.cnpj);
  if (!isCnpj(cnpj)) errors.cnpj = FISCAL_PROFILE_ERRORS.cnpj;
  const state = input.state.trim().toUpperCase();
  if (!isState(state)) errors.state = FISCAL_PROFILE_ERRORS.state;
  const stateRegistration = input.stateRegistration.replace(/[.\-/\s]/g, '');
  if (!stateRegistration || (isState(state) && !isValidIe({ value: stateRegistration, stateCode: state })))
    errors.stateRegistration = FISCAL_PROFILE_ERRORS.stateRegistration;
  const legalName = input.legalName.trim().replace(/\s+/g, ' ');
  if (legalName.length < 3 || legalName.length > 60) errors.legalName = FISCAL_PROFILE_ERRORS.legalName;
  if (!(TAX_REGIMES as readonly string[]).includes(input.regime))
    errors.regime = FISCAL_PROFILE_ERRORS.regime;
  if (!(FISCAL_ENVIRONMENTS as readonly string[]).includes(input.environment))
    errors.environment = FISCAL_PROFILE_ERRORS.environment;
  // The CSC's id is written without leading zeros in the QR code; we keep it as digits.
  const cscId = input.cscId.trim().replace(/^0+(?=\d)/, '');
  if (!/^\d{1,6}$/.test(cscId)) errors.cscId = FISCAL_PROFILE_ERRORS.cscId;
  const cscToken = input.cscToken.trim();
  if (!/^[0-9A-Za-z]{16,36}$/.test(cscToken)) errors.cscToken = FISCAL_PROFILE_ERRORS.cscToken;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    profile: {
      cnpj,
      stateRegistration,
      legalName,
      state: state as FiscalProfile['state'],
      regime: input.regime as TaxRegime,
      environment: input.environment as FiscalEnvironment,
      cscId,
      cscToken,
    },
  };
}

/** Whether the restaurant's sales wait on an NFC-e: an MEI's do not (it may still issue one). */
export const nfceRequired = (regime: TaxRegime): boolean => regime !== 'mei';
