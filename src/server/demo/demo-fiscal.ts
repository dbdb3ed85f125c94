/**
 * The demo restaurant's NFC-e set-up (issue 35, decision 0052): a fiscal profile in homologação
 * (the well-known test CNPJ 11.222.333/0001-81, a valid São Paulo IE, a made-up CSC) and every item's
 * tax data, so the demo issues a note on its own when an order or a bill is paid ('Emitir
 * automaticamente'). Registering it at the provider (the homologação sandbox when no Focus account is
 * configured) sends the sandbox's stand-in certificate, so the demo can issue notes.
 *
 * The drinks the presets do not name (the issue asks for defaults for water and beer):
 * - 'Água mineral' (500 ml) has no preset: NCM 2201.10.00, resale under tax substitution (CFOP 5405,
 *   CSOSN 500) and CEST 03.005.00, "água mineral … em copos plásticos e embalagem plástica com
 *   capacidade de até 500 ml" (Convênio ICMS 142/18 Anexo III as Despacho CONFAZ 22/2020 lists it;
 *   docs/research/issue-35-till-and-nfce.md §3.7);
 * - 'Cerveja long neck' takes the beer preset (NCM 2203.00.00, CFOP 5405, CEST 03.021.00). That CEST
 *   names the returnable glass bottle; a one-way long neck has its own code in Anexo III, which the
 *   research did not settle: the owner's accountant confirms it (the demo's notes are homologação
 *   ones, with no fiscal value).
 */
import { eq } from 'drizzle-orm';
import { checkFiscalProfile } from '../../domain/fiscal/fiscal-profile';
import { type ItemTax, itemTaxIssues, presetTax, type TaxPreset } from '../../domain/fiscal/item-tax';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { menuItems, restaurants } from '../db/schema';
import type { FiscalProvider } from '../integrations/fiscal/fiscal-provider';
import { standInCertificate } from '../integrations/fiscal/focus-nfe-sandbox';
import { createItemsRepository } from '../modules/fiscal/items.repository';
import { createProfileService } from '../modules/fiscal/profile.service';
import { DEMO_LOGIN } from './demo';

const DEMO_EMAIL = DEMO_LOGIN.email;

export const DEMO_FISCAL_PROFILE = {
  cnpj: '11222333000181',
  stateRegistration: '110042490114',
  legalName: 'Pizzaria Bella Napoli Ltda',
  state: 'SP',
  regime: 'simples',
  environment: 'homologacao',
  cscId: '1',
  cscToken: 'DEMOCSCHOMOLOGACAO0001',
} as const;

/** The preset per category; items named here take theirs instead. */
const BY_CATEGORY: Record<string, TaxPreset> = {
  Pizzas: 'prato',
  'Porções e salgados': 'prato',
  Pratos: 'prato',
  Sobremesas: 'prato',
  Bebidas: 'prato',
};
const BY_NAME: Record<string, TaxPreset> = {
  'Refrigerante lata': 'refrigerante',
  'Cerveja long neck': 'cervejaRetornavel',
};

/** Items no preset fits, with their codes for the Simples Nacional (the demo's regime). */
const OWN_TAX: Record<string, ItemTax> = {
  'Água mineral': {
    ncm: '22011000',
    cfop: '5405',
    cest: '0300500',
    origin: 0,
    situation: '500',
    icmsRatePercent: null,
  },
};

export function demoPresetOf(item: { name: string; category: string | null }): TaxPreset | null {
  if (item.name in OWN_TAX) return null;
  return BY_NAME[item.name] ?? BY_CATEGORY[item.category ?? ''] ?? null;
}

/** The tax data the demo gives an item, or null for one it does not know (the owner's to fill). */
export function demoTaxOf(item: { name: string; category: string | null }): ItemTax | null {
  const own = OWN_TAX[item.name];
  if (own) return own;
  const preset = demoPresetOf(item);
  return preset ? presetTax(preset, DEMO_FISCAL_PROFILE.regime) : null;
}

/** Saves the demo's fiscal profile and items' tax data; registers it when a provider is given. */
export async function seedDemoFiscal(
  db: Db,
  config: Config,
  restaurantId: string,
  provider: FiscalProvider | null,
  now = new Date(),
): Promise<'registered' | 'saved'> {
  const profiles = createProfileService(db, config, () => provider);
  const check = checkFiscalProfile(DEMO_FISCAL_PROFILE);
  if (!check.ok) throw new Error('the demo fiscal profile no longer passes the check');
  const items = await db
    .select({ id: menuItems.id, name: menuItems.name, category: menuItems.category })
    .from(menuItems)
    .where(eq(menuItems.restaurantId, restaurantId));
  const repository = createItemsRepository(db);
  let complete = true;
  for (const item of items) {
    const tax = demoTaxOf(item);
    if (tax) await repository.setTax(restaurantId, [item.id], tax);
    if (itemTaxIssues(tax, check.profile.regime).length > 0) complete = false;
  }
  // Every item complete: a paid order or bill issues its note on its own. An item the demo does not
  // know (a menu grown without this file) would refuse the till's payments, so the button then.
  await profiles.save(restaurantId, {
    ...DEMO_FISCAL_PROFILE,
    issueMode: complete ? 'automatico' : 'manual',
    askCpfAtCheckout: true,
  });
  if (!provider) return 'saved';
  const validUntil = new Date(now.getTime() + 365 * 86_400_000);
  await profiles.uploadCertificate(restaurantId, standInCertificate(check.profile.cnpj, validUntil));
  return 'registered';
}

/** The demo restaurant's id, found by its login. */
export async function demoRestaurantId(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.email, email));
  return row?.id ?? null;
}

/**
 * At the first start, after the demo is seeded: the profile and the items' data always; the
 * registration at the provider when the app has one. A provider that fails leaves the profile
 * saved, unregistered, and a warning in the log (never the certificate nor the password).
 */
export async function setUpDemoFiscal(
  db: Db,
  config: Config,
  app: { fiscalProvider?: FiscalProvider; log: { warn(message: string): void } },
) {
  const restaurantId = await demoRestaurantId(db, DEMO_EMAIL);
  if (!restaurantId) return;
  await seedDemoFiscal(db, config, restaurantId, app.fiscalProvider ?? null).catch((error: Error) =>
    app.log.warn(`demo: the fiscal profile was saved but not registered at the provider (${error.message})`),
  );
}
