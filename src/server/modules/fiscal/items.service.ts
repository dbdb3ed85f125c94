/**
 * Each menu item's tax data (issue 35, decision 0052): listed with what is missing for the profile's
 * regime, saved only when complete and consistent (`itemTaxIssues`), and a preset applied to many
 * items at once (a whole category in one click). An item of another restaurant is a 404.
 */
import type { TaxRegime } from '../../../domain/fiscal/fiscal-profile';
import {
  ITEM_TAX_ERRORS,
  type ItemTax,
  itemTaxIssues,
  presetTax,
  type TaxPreset,
} from '../../../domain/fiscal/item-tax';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { createItemsRepository } from './items.repository';
import type { FiscalItemsAnswer, ItemTaxBody } from './items.schemas';

export const ITEMS_MESSAGES = {
  noProfile: 'Salve o perfil fiscal primeiro: o regime tributário decide a situação do ICMS de cada item.',
  notFound: 'Item não encontrado no cardápio deste restaurante.',
} as const;

/** Which field of the edit dialog each of the domain's messages points at. */
function fieldOf(issue: string): keyof ItemTax {
  if (issue === ITEM_TAX_ERRORS.ncm) return 'ncm';
  if (issue === ITEM_TAX_ERRORS.origin) return 'origin';
  if (issue === ITEM_TAX_ERRORS.cest || issue === ITEM_TAX_ERRORS.cestFormat) return 'cest';
  if (issue === ITEM_TAX_ERRORS.rate) return 'icmsRatePercent';
  if (issue === ITEM_TAX_ERRORS.approxTax) return 'approxTaxPercent';
  if (
    issue === ITEM_TAX_ERRORS.cfop ||
    issue === ITEM_TAX_ERRORS.ownCfop ||
    issue === ITEM_TAX_ERRORS.substitutedCfop
  )
    return 'cfop';
  return 'situation';
}

/** The codes as stored: digits only (dots and spaces out), an empty CEST as none. */
export function normalizeItemTax(body: ItemTaxBody): ItemTax {
  const digits = (value: string) => value.replace(/[.\s-]/g, '');
  const cest = body.cest ? digits(body.cest) : '';
  const situation = body.situation.trim();
  return {
    ncm: digits(body.ncm),
    cfop: digits(body.cfop),
    cest: cest || null,
    origin: body.origin,
    situation,
    icmsRatePercent: situation === '00' ? (body.icmsRatePercent ?? null) : null,
    // Stored only when given: the data saved before it existed has no such key either.
    ...(body.approxTaxPercent != null && { approxTaxPercent: body.approxTaxPercent }),
  };
}

export function createItemsService(db: Db, regimeOf: (restaurantId: string) => Promise<TaxRegime | null>) {
  const repository = createItemsRepository(db);

  async function list(restaurantId: string): Promise<FiscalItemsAnswer> {
    const regime = await regimeOf(restaurantId);
    const rows = await repository.list(restaurantId);
    const items = rows.map((row) => ({
      id: row.id,
      name: row.name,
      categoryId: row.categoryId,
      category: row.categoryName ?? row.categoryText ?? null,
      isActive: row.isActive,
      tax: row.tax,
      issues: itemTaxIssues(row.tax, regime ?? 'simples'),
    }));
    return {
      regime,
      items,
      incompleteCount: items.filter((item) => item.isActive && item.issues.length > 0).length,
    };
  }

  async function requireRegime(restaurantId: string): Promise<TaxRegime> {
    const regime = await regimeOf(restaurantId);
    if (!regime) throw conflict(ITEMS_MESSAGES.noProfile);
    return regime;
  }

  async function requireOwned(restaurantId: string, itemIds: string[]) {
    const unique = [...new Set(itemIds)];
    if ((await repository.countOwned(restaurantId, unique)) !== unique.length)
      throw notFound(ITEMS_MESSAGES.notFound);
    return unique;
  }

  return {
    list,

    async save(restaurantId: string, itemId: string, body: ItemTaxBody) {
      const regime = await requireRegime(restaurantId);
      await requireOwned(restaurantId, [itemId]);
      const tax = normalizeItemTax(body);
      const issues = itemTaxIssues(tax, regime);
      if (issues.length > 0) {
        const fields: Record<string, string> = {};
        for (const issue of issues) fields[fieldOf(issue)] ??= issue;
        throw badRequest(issues.join(' '), fields);
      }
      await repository.setTax(restaurantId, [itemId], tax);
      const item = (await list(restaurantId)).items.find((candidate) => candidate.id === itemId);
      if (!item) throw notFound(ITEMS_MESSAGES.notFound);
      return item;
    },

    async applyPreset(
      restaurantId: string,
      body: { itemIds: string[]; preset: TaxPreset; icmsRatePercent?: number | undefined },
    ) {
      const regime = await requireRegime(restaurantId);
      const itemIds = await requireOwned(restaurantId, body.itemIds);
      await repository.setTax(
        restaurantId,
        itemIds,
        presetTax(body.preset, regime, body.icmsRatePercent ?? 0),
      );
      return list(restaurantId);
    },
  };
}
