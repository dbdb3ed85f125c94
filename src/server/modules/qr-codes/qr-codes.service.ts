/**
 * The 'QR code' tab: the menu's QR as a PNG data URL (for one table when asked), the table cards and
 * the printable menu. Links are built from PUBLIC_URL, so printed codes point at the real site.
 */
import QRCode from 'qrcode';
import { isLocalAddress } from '../../../domain/menu/public-address';
import { menuUrl, qrFileName } from '../../../domain/menu/qr-code';
import { tableNumberOf, tableTitle } from '../../../domain/tables/tables';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { createMenuService } from '../menu/menu.service';
import { createStoreService } from '../store/store.service';
import { createTablesRepository } from '../tables/tables.repository';
import { printableMenuPdf } from './printable-menu.pdf';
import { tableCardsPdf } from './table-cards.pdf';

const byName = new Intl.Collator('pt-BR', { numeric: true });

/** 512 px with a quiet zone: crisp on screen and printable at 5 x 5 cm and above. */
const QR_PNG = { errorCorrectionLevel: 'M', margin: 2, width: 512 } as const;

export function createQrCodesService(db: Db, publicUrl: string) {
  const store = createStoreService(db);
  const menu = createMenuService(db);
  const tablesRepository = createTablesRepository(db);

  async function restaurantWithTables(restaurantId: string) {
    const { restaurant } = await store.loadState(restaurantId);
    return restaurant;
  }

  function assertTable(table: number, tableCount: number) {
    if (table > tableCount)
      throw badRequest(`Mesa ${table} não existe: o restaurante tem ${tableCount} mesa(s).`, {
        mesa: 'Mesa inexistente',
      });
  }

  return {
    async qrCode(restaurantId: string, table?: number) {
      const restaurant = await restaurantWithTables(restaurantId);
      if (table) assertTable(table, restaurant.tableCount);
      const url = menuUrl(publicUrl, restaurantId, table);
      return {
        qrCodeDataUrl: await QRCode.toDataURL(url, QR_PNG),
        menuUrl: url,
        // Beyond the specification's two fields: what the tab needs to name the PNG and list tables.
        fileName: qrFileName(restaurant.name, table),
        restaurantName: restaurant.name,
        tableCount: restaurant.tableCount,
        publicUrlIsLocal: isLocalAddress(publicUrl),
      };
    },

    async tableCards(restaurantId: string, range: { from?: number; to?: number }) {
      const restaurant = await restaurantWithTables(restaurantId);
      if (restaurant.tableCount === 0)
        throw badRequest('Defina o número de mesas na aba Visual antes de gerar os cartões.');
      const from = range.from ?? 1;
      const to = Math.min(range.to ?? restaurant.tableCount, restaurant.tableCount);
      assertTable(from, restaurant.tableCount);
      if (from > to) throw badRequest('Intervalo de mesas inválido.');
      const ranged = range.from !== undefined || range.to !== undefined;
      // The tables the owner set (decision 0042): numbered ones in the range asked, and, for the
      // whole set, the named ones ('Varanda 1') after them; each with its code when orders need it.
      const cards = (await tablesRepository.tablesWithOpenBills(restaurantId))
        .map(({ table }) => ({ table, number: tableNumberOf(table.label) }))
        .filter(({ table, number }) =>
          number === null ? table.isActive && !ranged : table.isActive && number >= from && number <= to,
        )
        .sort(
          (a, b) =>
            (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
            byName.compare(a.table.label, b.table.label),
        )
        .map(({ table }) => ({
          label: table.label,
          title: tableTitle(table.label),
          code: restaurant.tableCodeRequired ? table.code : null,
        }));
      return tableCardsPdf({ publicUrl, restaurantId, restaurantName: restaurant.name, tables: cards });
    },

    async printableMenu(restaurantId: string) {
      const restaurant = await restaurantWithTables(restaurantId);
      const items = await menu.listMenu(restaurantId, { owner: false });
      return printableMenuPdf({ restaurant, items, menuUrl: menuUrl(publicUrl, restaurantId) });
    },
  };
}
