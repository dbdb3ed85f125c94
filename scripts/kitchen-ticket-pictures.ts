/**
 * Draws docs/kitchen/ticket-*.png, a picture of each ticket kind (issue 34), from the printer's
 * bytes: each ticket is encoded for a station's printer (ticket-commands.ts, pre-bill-ticket.ts),
 * sent over TCP to the fake thermal printer (test/fakes/thermal-printer.ts), and the bytes it
 * received are decoded and drawn. Run again after changing a ticket's layout:
 *
 *   npx tsx scripts/kitchen-ticket-pictures.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodePreBill } from '../src/domain/kitchen/pre-bill-ticket';
import {
  barTicket,
  counterTicket,
  kitchenTicket,
  PRINTER_58,
  PRINTER_80,
  PRINTER_80_42,
  preBill,
  type TicketPrinter,
} from '../src/domain/kitchen/ticket.fixtures';
import { encodeTicket } from '../src/domain/kitchen/ticket-commands';
import { FakeThermalPrinter, renderPreview, sendToPrinter } from '../test/fakes/thermal-printer';

const FAMILY_NAMES: Record<TicketPrinter['family'], string> = {
  epson: 'Epson',
  elgin: 'Elgin i9',
  bematech: 'Bematech MP-4200 TH',
  daruma: 'Daruma DR800',
  tanca: 'Tanca TP-650',
  generico: 'ESC/POS genérica',
  star: 'Star',
};

const caption = (printer: TicketPrinter) =>
  `${FAMILY_NAMES[printer.family]} · ${printer.columns === 32 ? '58' : '80'} mm · ${printer.columns} colunas · ${printer.codePage.toUpperCase()}`;

const pictures: { file: string; printer: TicketPrinter; bytes: (printer: TicketPrinter) => Uint8Array }[] = [
  { file: 'ticket-cozinha.png', printer: PRINTER_80, bytes: (p) => encodeTicket(kitchenTicket(), p) },
  {
    file: 'ticket-bar.png',
    printer: PRINTER_58,
    bytes: (p) => encodeTicket(barTicket({ reprint: true }), p),
  },
  { file: 'ticket-balcao.png', printer: PRINTER_80, bytes: (p) => encodeTicket(counterTicket(), p) },
  { file: 'ticket-pre-conta.png', printer: PRINTER_80_42, bytes: (p) => encodePreBill(preBill(), p) },
];

export async function drawTicketPictures(folder: string): Promise<string[]> {
  const printer = await FakeThermalPrinter.start();
  const written: string[] = [];
  try {
    for (const [index, picture] of pictures.entries()) {
      await sendToPrinter(printer.host, printer.port, picture.bytes(picture.printer));
      const [document] = (await printer.waitForPrinted(index + 1)).slice(index);
      const png = await renderPreview(document!, {
        columns: picture.printer.columns,
        caption: caption(picture.printer),
      });
      const file = path.join(folder, picture.file);
      await writeFile(file, png);
      written.push(file);
    }
  } finally {
    await printer.close();
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = path.resolve(import.meta.dirname, '../docs/kitchen');
  for (const file of await drawTicketPictures(folder)) console.log(file);
}
