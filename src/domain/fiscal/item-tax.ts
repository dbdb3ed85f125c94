/**
 * Each menu item's tax data for the NFC-e (issue 35, decision 0052): NCM, CFOP, CEST where the
 * item is under tax substitution, the goods' origin and the ICMS situation (CSOSN under the Simples
 * Nacional and MEI, CST under the normal regime). An item that is incomplete or inconsistent is
 * refused before the sale, with what to fix, never discovered in a SEFAZ rejection after it.
 *
 * The presets are suggestions a restaurant can accept and its accountant confirm; their codes come
 * from the sources decision 0052 cites. In São Paulo a meal prepared in the house is
 * 'industrialização' (SEFAZ-SP's answers RC 20467/2019 to RC 31653/2025), so its CFOP is 5101; a
 * drink bought already taxed by substitution and resold is 5405 with CSOSN 500 or CST 60.
 */
import { isValidCfop, isValidNcm } from '@brazilian-utils/brazilian-utils';
import type { TaxRegime } from './fiscal-profile';

/** The CFOPs a consumer receipt from a restaurant uses: own production, resale, resale under ST. */
export const NFCE_CFOPS = ['5101', '5102', '5405'] as const;
export type NfceCfop = (typeof NFCE_CFOPS)[number];

export const CFOP_LABELS: Record<NfceCfop, string> = {
  '5101': '5101: produção do estabelecimento (pratos feitos na casa)',
  '5102': '5102: revenda de mercadoria',
  '5405': '5405: revenda com ICMS já retido por substituição tributária',
};

/** CSOSN (Simples Nacional and MEI) and CST (normal regime) a restaurant's receipt uses. */
export const CSOSN_CODES = ['102', '300', '500'] as const;
export const CST_CODES = ['00', '40', '41', '60'] as const;
export type IcmsSituation = (typeof CSOSN_CODES)[number] | (typeof CST_CODES)[number];

export const SITUATION_LABELS: Record<IcmsSituation, string> = {
  '102': '102: tributada pelo Simples sem permissão de crédito',
  '300': '300: imune',
  '500': '500: ICMS cobrado anteriormente por substituição tributária',
  '00': '00: tributada integralmente',
  '40': '40: isenta',
  '41': '41: não tributada',
  '60': '60: ICMS cobrado anteriormente por substituição tributária',
};

/** Whether the item is under tax substitution (ST), which asks for CFOP 5405 and a CEST. */
const SUBSTITUTED: readonly IcmsSituation[] = ['500', '60'];

export interface ItemTax {
  /** Eight digits, no dots. */
  ncm: string;
  cfop: string;
  /** Seven digits, no dots; only under tax substitution. */
  cest: string | null;
  /** The goods' origin, 0 (nacional) to 8. */
  origin: number;
  situation: string;
  /** ICMS rate in percent, for CST 00 only. */
  icmsRatePercent: number | null;
  /**
   * The approximate share of all taxes (federal, state and municipal) in the item's price, in
   * percent, as the IBPT's table ('De Olho no Imposto') gives it for the item's NCM and state: Lei
   * 12.741/2012's 'valor aproximado dos tributos'. Optional (absent on data saved before it
   * existed); no preset carries one, since the table's rates change by state and semester.
   */
  approxTaxPercent?: number | null;
}

export const TAX_PRESETS = {
  prato: {
    label: 'Refeição ou prato feito na casa',
    ncm: '21069090',
    cfop: '5101',
    cest: null,
  },
  sushi: {
    label: 'Sushi, sashimi e similares',
    ncm: '16042090',
    cfop: '5101',
    cest: null,
  },
  cafe: {
    label: 'Café expresso',
    ncm: '21011110',
    cfop: '5101',
    cest: null,
  },
  refrigerante: {
    label: 'Refrigerante (lata ou garrafa PET)',
    ncm: '22021000',
    cfop: '5405',
    cest: '0301100',
  },
  cervejaRetornavel: {
    label: 'Cerveja em garrafa de vidro retornável',
    ncm: '22030000',
    cfop: '5405',
    cest: '0302100',
  },
} as const satisfies Record<string, { label: string; ncm: string; cfop: NfceCfop; cest: string | null }>;
export type TaxPreset = keyof typeof TAX_PRESETS;

/** A preset's tax data for a regime: own production 102/00, substitution 500/60. */
export function presetTax(preset: TaxPreset, regime: TaxRegime, icmsRatePercent = 0): ItemTax {
  const { ncm, cfop, cest } = TAX_PRESETS[preset];
  const substituted = cfop === '5405';
  const situation = regime === 'normal' ? (substituted ? '60' : '00') : substituted ? '500' : '102';
  return {
    ncm,
    cfop,
    cest,
    origin: 0,
    situation,
    icmsRatePercent: situation === '00' ? icmsRatePercent : null,
  };
}

export const ITEM_TAX_ERRORS = {
  missing: 'Dados fiscais não preenchidos (NCM, CFOP e situação do ICMS).',
  ncm: 'NCM inválido: são 8 dígitos de um código da tabela oficial.',
  cfop: 'CFOP não aceito na NFC-e de um restaurante: use 5101, 5102 ou 5405.',
  origin: 'Origem da mercadoria inválida (0 a 8).',
  situationForRegime: (regime: TaxRegime) =>
    regime === 'normal'
      ? 'No regime normal a situação do ICMS é um CST: 00, 40, 41 ou 60.'
      : 'No Simples Nacional e no MEI a situação do ICMS é um CSOSN: 102, 300 ou 500.',
  substitutedCfop: 'Item com ICMS por substituição tributária (CSOSN 500 ou CST 60) pede o CFOP 5405.',
  ownCfop: 'O CFOP 5405 é só para item com ICMS por substituição tributária (CSOSN 500 ou CST 60).',
  cest: 'Item com substituição tributária pede o CEST (7 dígitos).',
  cestFormat: 'CEST inválido: são 7 dígitos.',
  rate: 'Com o CST 00 informe a alíquota do ICMS (de 0 a 100%).',
  approxTax: 'Percentual aproximado de tributos (Lei 12.741/2012) inválido: de 0 a 100%.',
} as const;

/** What is wrong with an item's tax data for this regime; empty when it can be sold. */
export function itemTaxIssues(tax: ItemTax | null, regime: TaxRegime): string[] {
  if (!tax) return [ITEM_TAX_ERRORS.missing];
  const issues: string[] = [];
  if (!/^\d{8}$/.test(tax.ncm) || !isValidNcm(tax.ncm)) issues.push(ITEM_TAX_ERRORS.ncm);
  if (!(NFCE_CFOPS as readonly string[]).includes(tax.cfop) || !isValidCfop(tax.cfop))
    issues.push(ITEM_TAX_ERRORS.cfop);
  if (!Number.isInteger(tax.origin) || tax.origin < 0 || tax.origin > 8) issues.push(ITEM_TAX_ERRORS.origin);
  const allowed: readonly string[] = regime === 'normal' ? CST_CODES : CSOSN_CODES;
  if (!allowed.includes(tax.situation)) issues.push(ITEM_TAX_ERRORS.situationForRegime(regime));
  const substituted = (SUBSTITUTED as readonly string[]).includes(tax.situation);
  if (substituted && tax.cfop !== '5405') issues.push(ITEM_TAX_ERRORS.substitutedCfop);
  if (!substituted && tax.cfop === '5405') issues.push(ITEM_TAX_ERRORS.ownCfop);
  if (tax.cest !== null && !/^\d{7}$/.test(tax.cest)) issues.push(ITEM_TAX_ERRORS.cestFormat);
  else if (substituted && !tax.cest) issues.push(ITEM_TAX_ERRORS.cest);
  if (
    tax.situation === '00' &&
    (tax.icmsRatePercent === null || !(tax.icmsRatePercent >= 0 && tax.icmsRatePercent <= 100))
  )
    issues.push(ITEM_TAX_ERRORS.rate);
  const approx = tax.approxTaxPercent;
  if (approx != null && !(Number.isFinite(approx) && approx >= 0 && approx <= 100))
    issues.push(ITEM_TAX_ERRORS.approxTax);
  return issues;
}

export interface SaleItemForCheck {
  name: string;
  tax: ItemTax | null;
}

/**
 * The items of a sale that cannot go on an NFC-e, each with what to fix: the till shows them and
 * refuses the sale's receipt before the payment, never after.
 */
export function incompleteItems(
  items: readonly SaleItemForCheck[],
  regime: TaxRegime,
): { name: string; issues: string[] }[] {
  return items
    .map((item) => ({ name: item.name, issues: itemTaxIssues(item.tax, regime) }))
    .filter((item) => item.issues.length > 0);
}

/** '2106.90.90' for the screens; stored without dots. */
export const formatNcm = (ncm: string): string =>
  /^\d{8}$/.test(ncm) ? `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}` : ncm;

/** '03.011.00' for the screens. */
export const formatCest = (cest: string): string =>
  /^\d{7}$/.test(cest) ? `${cest.slice(0, 2)}.${cest.slice(2, 5)}.${cest.slice(5)}` : cest;

/**
 * Lei 12.741/2012's approximate taxes of a line: its value after its share of the discount times the
 * item's approximate percentage, to the cent; null when the item has no percentage.
 */
export function approxTaxCents(netCents: number, tax: Pick<ItemTax, 'approxTaxPercent'>): number | null {
  const percent = tax.approxTaxPercent;
  if (percent == null || !Number.isFinite(percent)) return null;
  return Math.round((Math.max(0, netCents) * percent) / 100);
}
