/**
 * Brazil's time zones and which one a restaurant runs on (decision 0014). The state gives the zone of
 * its capital (@brazilian-utils/brazilian-utils `getTimezoneByState`, built from the IANA tz database's
 * zone1970.tab BR rows). Where a state spans two zones, the owner picks the other one in the store
 * settings: western Amazonas (America/Eirunepe, like Acre), western Pará (America/Santarem) and
 * Fernando de Noronha (America/Noronha, a district of Pernambuco one hour ahead of Brasília).
 * MT, MS, RO, RR and most of AM are one hour behind Brasília, AC two.
 */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The states whose capital is not on Brasília's zone name, as `getTimezoneByState` maps them. Kept
 * here rather than imported: the library's barrel would pull its whole municipality list into the
 * diner's menu bundle. `time-zones.test.ts` checks this table against the library.
 */
const STATE_ZONES: Readonly<Record<string, string>> = {
  AC: 'America/Rio_Branco',
  AL: 'America/Maceio',
  AM: 'America/Manaus',
  AP: 'America/Belem',
  BA: 'America/Bahia',
  CE: 'America/Fortaleza',
  MA: 'America/Fortaleza',
  MS: 'America/Campo_Grande',
  MT: 'America/Cuiaba',
  PA: 'America/Belem',
  PB: 'America/Fortaleza',
  PE: 'America/Recife',
  PI: 'America/Fortaleza',
  RN: 'America/Fortaleza',
  RO: 'America/Porto_Velho',
  RR: 'America/Boa_Vista',
  SE: 'America/Maceio',
  TO: 'America/Araguaina',
};

/** Every zone of Brazil in the tz database, with what an owner recognises it by. */
export const BRAZIL_TIME_ZONES = [
  { zone: 'America/Noronha', label: 'Fernando de Noronha (UTC−2)' },
  { zone: 'America/Sao_Paulo', label: 'Brasília: SP, RJ, MG, ES, PR, SC, RS, GO, DF (UTC−3)' },
  { zone: 'America/Bahia', label: 'Bahia (UTC−3)' },
  { zone: 'America/Fortaleza', label: 'CE, MA, PI, RN, PB (UTC−3)' },
  { zone: 'America/Recife', label: 'Pernambuco (UTC−3)' },
  { zone: 'America/Maceio', label: 'Alagoas, Sergipe (UTC−3)' },
  { zone: 'America/Belem', label: 'Pará (leste), Amapá (UTC−3)' },
  { zone: 'America/Santarem', label: 'Pará (oeste) (UTC−3)' },
  { zone: 'America/Araguaina', label: 'Tocantins (UTC−3)' },
  { zone: 'America/Cuiaba', label: 'Mato Grosso (UTC−4)' },
  { zone: 'America/Campo_Grande', label: 'Mato Grosso do Sul (UTC−4)' },
  { zone: 'America/Manaus', label: 'Amazonas (leste) (UTC−4)' },
  { zone: 'America/Porto_Velho', label: 'Rondônia (UTC−4)' },
  { zone: 'America/Boa_Vista', label: 'Roraima (UTC−4)' },
  { zone: 'America/Eirunepe', label: 'Amazonas (oeste) (UTC−5)' },
  { zone: 'America/Rio_Branco', label: 'Acre (UTC−5)' },
] as const;

export type BrazilTimeZone = (typeof BRAZIL_TIME_ZONES)[number]['zone'];

export function isBrazilTimeZone(value: unknown): value is BrazilTimeZone {
  return BRAZIL_TIME_ZONES.some((entry) => entry.zone === value);
}

/** The zone of a state's capital ("MT" -> America/Cuiaba); Brasília's for an unknown or empty state. */
export function timeZoneForState(state: string | null | undefined): string {
  return STATE_ZONES[(state ?? '').trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

export function timeZoneLabel(zone: string): string {
  return BRAZIL_TIME_ZONES.find((entry) => entry.zone === zone)?.label ?? zone;
}
