/**
 * Shared bits of the server's PDFs (pdfkit, A4: report exports, table cards, the printable menu):
 * text safe for the standard fonts, a QR code drawn as vector squares (sharp at any print size), and
 * collecting the document into a Buffer. pdfkit loads with the first PDF, not at start-up: it is the
 * heaviest import the server has.
 */
import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** pdfkit's document class, imported on first use. */
const loadPdfKit = async () => (await import('pdfkit')).default;

export const A4 = { width: 595.28, height: 841.89 } as const;
/** 1 cm in PDF points. */
export const CM = 72 / 2.54;

type Doc = InstanceType<typeof PDFDocument>;

const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

/** Text the standard PDF fonts (WinAnsi) can draw: accents stay, emoji and the like are dropped. */
export function pdfText(text: string): string {
  return [...text.normalize('NFC')]
    .filter((char) => char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char))
    .join('')
    .trim();
}

/** Draws the QR code of `text` as a square of `size` points at (x, y). */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/** An A4 document (portrait unless asked) with its title in the file's properties. */
export async function newDocument(
  title: string,
  layout: 'portrait' | 'landscape' = 'portrait',
): Promise<Doc> {
  const PdfDocument = await loadPdfKit();
  return new PdfDocument({
    size: 'A4',
    layout,
    margin: 40,
    info: { Title: pdfText(title), Producer: 'Comanda' },
  });
}

/** Ends the document and resolves with its bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export type { Doc };
