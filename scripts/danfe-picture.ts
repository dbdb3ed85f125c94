/**
 * Draws docs/fiscal/danfe-nfce-*.png, pictures of the DANFE NFC-e (issue 35, decision 0059) from
 * the printer's bytes, as the kitchen tickets' pictures are drawn (scripts/kitchen-ticket-pictures.ts):
 * the DANFE is encoded for a Caixa's printer (domain/fiscal/danfe-ticket.ts), sent over TCP to the
 * fake thermal printer (test/fakes/thermal-printer.ts), and what it received is decoded and drawn.
 * Run again after changing the layout:
 *
 *   npx tsx scripts/danfe-picture.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sampleDanfe, sampleTaxedLines } from '../src/domain/fiscal/danfe.fixtures';
import { encodeDanfe } from '../src/domain/fiscal/danfe-ticket';
import { PRINTER_58, PRINTER_80, type TicketPrinter } from '../src/domain/kitchen/ticket.fixtures';
import { FakeThermalPrinter, renderPreview, sendToPrinter } from '../test/fakes/thermal-printer';

const pictures: { file: string; printer: TicketPrinter; caption: string; bytes: Uint8Array }[] = [
  {
    file: 'danfe-nfce-80mm.png',
    printer: PRINTER_80,
    caption: 'DANFE NFC-e · Epson · 80 mm · 48 colunas · CP860',
    bytes: encodeDanfe(sampleDanfe({}, { cpf: '12345678909', lines: sampleTaxedLines() }), PRINTER_80),
  },
  {
    file: 'danfe-nfce-58mm-homologacao.png',
    printer: PRINTER_58,
    caption: 'Homologação · Elgin i9 · 58 mm',
    bytes: encodeDanfe(
      sampleDanfe({ environment: 'homologacao', contingency: true }, { homologation: true }),
      PRINTER_58,
    ),
  },
];

export async function drawDanfePictures(folder: string): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const printer = await FakeThermalPrinter.start();
  const written: string[] = [];
  try {
    for (const [index, picture] of pictures.entries()) {
      await sendToPrinter(printer.host, printer.port, picture.bytes);
      const [document] = (await printer.waitForPrinted(index + 1)).slice(index);
      const png = await renderPreview(document!, {
        columns: picture.printer.columns,
        caption: picture.caption,
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
  const folder = path.resolve(import.meta.dirname, '../docs/fiscal');
  for (const file of await drawDanfePictures(folder)) console.log(file);
}
