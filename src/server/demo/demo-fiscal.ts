/**
 * The demo restaurant's NFC-e set-up (issue 35, decision 0052): a fiscal profile in homologação
 * (the well-known test CNPJ 11.222.333/0001-81, a valid São Paulo IE, a made-up CSC) and each item's
 * tax data from the presets. Registering it at the provider (the homologação sandbox when no Focus
 * account is configured) sends the sandbox's stand-in certificate, so the demo can issue notes.
 *
 * 'Água mineral' and 'Cerveja long neck' get no preset on purpose: no preset fits them (the beer
 * preset is for the returnable bottle, and their CEST depends on the package), so the demo shows the
 * banner of items to complete, as a restaurant would see it.
 */
import { eq } from 'drizzle-orm';
import { checkFiscalProfile } from '../../domain/fiscal/fiscal-profile';
import { presetTax, type TaxPreset } from '../../domain/fiscal/item-tax';
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

/** The preset per category; items named here take theirs instead (null: left for the owner). */
const BY_CATEGORY: Record<string, TaxPreset> = {
  Pizzas: 'prato',
  'Porções e salgados': 'prato',
  Pratos: 'prato',
  Sobremesas: 'prato',
  Bebidas: 'prato',
};
const BY_NAME: Record<string, TaxPreset | null> = {
  'Refrigerante lata': 'refrigerante',
  'Água mineral': null,
  'Cerveja long neck': null,
};

export function demoPresetOf(item: { name: string; category: string | null }): TaxPreset | null {
  if (item.name in BY_NAME) return BY_NAME[item.name] ?? null;
  return BY_CATEGORY[item.category ?? ''] ?? null;
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
  // 'Emitir com um botão': two demo drinks have no preset that fits (their CEST depends on the
  // package), so an automatic issue would refuse the till's payments for them until the owner
  // completes them; with the button, a newcomer sees the banner and issues when ready.
  await profiles.save(restaurantId, {
    ...DEMO_FISCAL_PROFILE,
    issueMode: 'manual',
    askCpfAtCheckout: true,
  });
  const check = checkFiscalProfile(DEMO_FISCAL_PROFILE);
  if (!check.ok) throw new Error('the demo fiscal profile no longer passes the check');
  const items = await db
    .select({ id: menuItems.id, name: menuItems.name, category: menuItems.category })
    .from(menuItems)
    .where(eq(menuItems.restaurantId, restaurantId));
  const repository = createItemsRepository(db);
  for (const item of items) {
    const preset = demoPresetOf(item);
    if (preset) await repository.setTax(restaurantId, [item.id], presetTax(preset, check.profile.regime));
  }
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
