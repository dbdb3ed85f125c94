import { describe, expect, it } from 'vitest';
import { decodePrinterBytes, printedText } from './escpos-decoder';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** GS ( k pL pH cn fn [params]: one QR Code function, as Epson's reference writes it. */
const qrFunction = (fn: number, ...params: number[]) => {
  const length = params.length + 2;
  return [GS, 0x28, 0x6b, length & 0xff, length >> 8, 49, fn, ...params];
};

describe('the ESC/POS decoder, on bytes written from the Epson reference', () => {
  it('reads code pages, emphasis, sizes, inversion, alignment, a QR code and a cut', () => {
    const url = ascii('https://x.example/p/1');
    const bytes = Uint8Array.from([
      ESC,
      0x40, // ESC @
      ESC,
      0x74,
      3, // ESC t 3: PC860
      ESC,
      0x61,
      1, // ESC a 1: centre
      GS,
      0x21,
      0x11, // GS ! 0x11: double width and height
      ...ascii('P'),
      0x84,
      ...ascii('o'),
      LF, // 'Pão'
      GS,
      0x21,
      0x00,
      ESC,
      0x61,
      0,
      ESC,
      0x45,
      1,
      ...ascii('negrito'),
      ESC,
      0x45,
      0,
      ...ascii(' normal'),
      LF,
      GS,
      0x42,
      1,
      ...ascii('ALERGIA'),
      GS,
      0x42,
      0,
      LF,
      ESC,
      0x74,
      2, // ESC t 2: PC850, where ã is 0xC6
      ...ascii('lim'),
      0xc6,
      ...ascii('o'),
      LF,
      ESC,
      0x21,
      0x38,
      ...ascii('X'),
      ESC,
      0x21,
      0,
      LF, // ESC ! : emphasized, double height and width
      ...qrFunction(65, 50, 0), // model 2
      ...qrFunction(67, 6), // module size 6
      ...qrFunction(69, 49), // error level M
      ...qrFunction(80, 48, ...url), // store
      ...qrFunction(81, 48), // print
      GS,
      0x56,
      66,
      3, // GS V 66 3: feed and partial cut
      0x10,
      0x04,
      1, // DLE EOT 1
    ]);
    const document = decodePrinterBytes(bytes);
    expect(document.language).toBe('esc-pos');
    expect(document.unknown).toEqual([]);
    expect(document.codePages).toEqual(['cp860', 'cp850']);
    expect(document.statusRequests).toEqual([1]);
    expect(printedText(document)).toEqual(['Pão', 'negrito normal', 'ALERGIA', 'limão', 'X']);
    const [pao, styled, allergy, , x, qr, cut] = document.lines;
    expect(pao).toMatchObject({
      align: 'center',
      columns: 6,
      segments: [{ width: 2, height: 2, bold: false }],
    });
    expect(styled).toMatchObject({
      segments: [
        { text: 'negrito', bold: true },
        { text: ' normal', bold: false },
      ],
    });
    expect(allergy).toMatchObject({ segments: [{ text: 'ALERGIA', inverted: true }] });
    expect(x).toMatchObject({ segments: [{ bold: true, width: 2, height: 2 }] });
    expect(qr).toEqual({
      kind: 'qr',
      align: 'left',
      payload: 'https://x.example/p/1',
      model: 2,
      size: 6,
      errorLevel: 'm',
    });
    expect(cut).toEqual({ kind: 'cut', partial: true });
  });

  it('reads StarPRNT: ESC GS t, ESC E / F, ESC i, ESC 4 / 5, ESC GS a and ESC d', () => {
    const bytes = Uint8Array.from([
      ESC,
      0x40,
      0x18,
      ESC,
      GS,
      0x74,
      6, // PC860
      ESC,
      GS,
      0x61,
      1, // centre
      ESC,
      0x69,
      1,
      1,
      ...ascii('MESA 7'),
      ESC,
      0x69,
      0,
      0,
      LF,
      ESC,
      GS,
      0x61,
      0,
      ESC,
      0x45,
      ...ascii('a'),
      0x87,
      ...ascii('a'),
      ESC,
      0x46,
      LF, // 'aça'
      ESC,
      0x34,
      ...ascii('ALERGIA'),
      ESC,
      0x35,
      LF,
      ESC,
      0x64,
      3, // ESC d 3: feed and partial cut
    ]);
    const document = decodePrinterBytes(bytes);
    expect(document.language).toBe('star-prnt');
    expect(document.unknown).toEqual([]);
    expect(document.codePages).toEqual(['cp860']);
    expect(printedText(document)).toEqual(['MESA 7', 'aça', 'ALERGIA']);
    expect(document.lines[0]).toMatchObject({ align: 'center', segments: [{ width: 2, height: 2 }] });
    expect(document.lines[1]).toMatchObject({ segments: [{ bold: true }] });
    expect(document.lines[2]).toMatchObject({ segments: [{ inverted: true }] });
    expect(document.lines.at(-1)).toEqual({ kind: 'cut', partial: true });
  });
});
