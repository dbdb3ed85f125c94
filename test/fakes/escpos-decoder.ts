/**
 * Decodes the bytes a receipt printer receives back into what it would print: lines of text
 * (through the selected code page) with their bold, double width/height, inverted and alignment
 * state, QR codes with their payload, paper cuts and real-time status requests. The fake thermal
 * printer (thermal-printer.ts) uses it to record and draw what a station's printer got.
 *
 * Written from the published command references, not from the encoder we test:
 * - Epson, "ESC/POS Command Reference" (TM printers, rev. 10): ESC @ initialize, ESC t n select
 *   character code table (0 PC437, 2 PC850, 3 PC860, 16 WPC1252, 19 PC858), ESC E n emphasized,
 *   ESC ! n print mode, GS ! n character size (high nibble width-1, low nibble height-1), GS B n
 *   white/black reverse, ESC a n justification, GS V m [n] cut, GS ( k QR Code functions 165
 *   (model, fn 65), 167 (module size, fn 67), 169 (error level, fn 69), 180 (store, fn 80) and 181
 *   (print, fn 81), DLE EOT n real-time status (n = 1 printer, 2 off-line cause, 3 error, 4 paper
 *   roll sensor). The same numbering is in the Bematech MP-4200 TH (ESC/POS mode), Tanca TP-650
 *   and Elgin i9 command manuals.
 * - Star Micronics, "StarPRNT Command Specifications" (rev. 2.x): ESC @, ESC GS t n code page
 *   (1 PC437, 4 PC858, 6 PC860, 32 WPC1252), ESC E / ESC F emphasis, ESC i n1 n2 expansion,
 *   ESC 4 / ESC 5 white/black inversion, ESC GS a n alignment, ESC d n cut, ESC GS y S/D/P QR.
 * - Code pages: the Unicode Consortium's mapping tables (MAPPINGS/VENDORS/MICSFT/PC/CP437.TXT,
 *   CP850.TXT, CP860.TXT); WPC1252 through the platform's TextDecoder.
 */

export type PrinterLanguage = 'esc-pos' | 'star-prnt';
export type Align = 'left' | 'center' | 'right';

/** A run of text printed with one style. */
export interface Segment {
  text: string;
  bold: boolean;
  /** Character width and height multipliers (1 to 8). */
  width: number;
  height: number;
  inverted: boolean;
  underline: boolean;
}

export interface TextLine {
  kind: 'text';
  align: Align;
  segments: Segment[];
  /** The line's characters, styles dropped. */
  text: string;
  /** How many font-A columns the line takes (double width counts twice). */
  columns: number;
}

export interface QrLine {
  kind: 'qr';
  align: Align;
  payload: string;
  model: number;
  /** Module (dot) size, 1 to 16. */
  size: number;
  errorLevel: 'l' | 'm' | 'q' | 'h';
}

export interface CutLine {
  kind: 'cut';
  partial: boolean;
}

export type DecodedLine = TextLine | QrLine | CutLine;

export interface DecodedDocument {
  language: PrinterLanguage;
  lines: DecodedLine[];
  /** Every code page selected, in order ('cp860', 'cp437'...). */
  codePages: string[];
  /** DLE EOT n requests found in the stream. */
  statusRequests: number[];
  /** Commands this decoder does not know, as hex, so a test can notice them. */
  unknown: string[];
}

const BOX_AND_MATH_UPPER =
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** Bytes 0x80–0xFF of each OEM code page (Unicode Consortium mapping tables). */
const OEM_UPPER_HALVES: Record<string, string> = {
  cp437: `ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»${BOX_AND_MATH_UPPER}`,
  cp860: `ÇüéâãàÁçêÊèÍÔìÃÂÉÀÈôõòÚùÌÕÜ¢£Ù₧ÓáíóúñÑªº¿Ò¬½¼¡«»${BOX_AND_MATH_UPPER}`,
  cp850:
    'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀' +
    'ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0',
};
// PC858 is PC850 with the euro sign where PC850 has the dotless i.
OEM_UPPER_HALVES.cp858 = `${OEM_UPPER_HALVES.cp850!.slice(0, 0x55)}€${OEM_UPPER_HALVES.cp850!.slice(0x56)}`;

const windows1252 = new TextDecoder('windows-1252');

/** The character a byte (0x20–0xFF) prints as in a code page. */
export function decodeByte(byte: number, codePage: string): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  if (codePage === 'windows1252') return windows1252.decode(new Uint8Array([byte]));
  const upper = OEM_UPPER_HALVES[codePage] ?? OEM_UPPER_HALVES.cp437!;
  return upper[byte - 0x80] ?? '?';
}

export const CODE_PAGE_UPPER_HALVES: Readonly<Record<string, string>> = OEM_UPPER_HALVES;

/** ESC t n (Epson numbering, shared by the Brazilian ESC/POS printers). */
const ESC_POS_CODE_PAGES: Record<number, string> = {
  0: 'cp437',
  2: 'cp850',
  3: 'cp860',
  16: 'windows1252',
  19: 'cp858',
};

/** ESC GS t n (StarPRNT numbering). */
const STAR_CODE_PAGES: Record<number, string> = {
  0: 'cp437',
  1: 'cp437',
  4: 'cp858',
  6: 'cp860',
  32: 'windows1252',
};

interface State {
  codePage: string;
  bold: boolean;
  width: number;
  height: number;
  inverted: boolean;
  underline: boolean;
  align: Align;
  qr: { model: number; size: number; errorLevel: QrLine['errorLevel']; data: string | null };
}

const initialState = (): State => ({
  codePage: 'cp437',
  bold: false,
  width: 1,
  height: 1,
  inverted: false,
  underline: false,
  align: 'left',
  qr: { model: 2, size: 3, errorLevel: 'l', data: null },
});

const ALIGNS: Align[] = ['left', 'center', 'right'];
const alignFrom = (n: number): Align => ALIGNS[n >= 48 ? n - 48 : n] ?? 'left';
const QR_LEVELS: QrLine['errorLevel'][] = ['l', 'm', 'q', 'h'];
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');

/** StarPRNT streams start ESC @ CAN or use ESC GS sequences; ESC/POS never does. */
export function detectLanguage(bytes: Uint8Array): PrinterLanguage {
  for (let i = 0; i + 1 < bytes.length; i++)
    if (bytes[i] === 0x1b && bytes[i + 1] === 0x1d) return 'star-prnt';
  return 'esc-pos';
}

class Decoder {
  state = initialState();
  lines: DecodedLine[] = [];
  segments: Segment[] = [];
  lineAlign: Align | null = null;
  codePages: string[] = [];
  statusRequests: number[] = [];
  unknown: string[] = [];

  constructor(readonly language: PrinterLanguage) {}

  reset() {
    this.state = initialState();
  }

  selectCodePage(name: string | undefined, raw: number) {
    if (!name) {
      this.unknown.push(`code page ${raw}`);
      return;
    }
    this.state.codePage = name;
    this.codePages.push(name);
  }

  char(byte: number) {
    const s = this.state;
    if (this.lineAlign === null) this.lineAlign = s.align;
    const text = decodeByte(byte, s.codePage);
    const last = this.segments.at(-1);
    if (
      last &&
      last.bold === s.bold &&
      last.width === s.width &&
      last.height === s.height &&
      last.inverted === s.inverted &&
      last.underline === s.underline
    )
      last.text += text;
    else
      this.segments.push({
        text,
        bold: s.bold,
        width: s.width,
        height: s.height,
        inverted: s.inverted,
        underline: s.underline,
      });
  }

  /** LF: print the line buffer (an empty buffer still feeds one line). */
  newline() {
    const segments = this.segments;
    this.lines.push({
      kind: 'text',
      align: this.lineAlign ?? this.state.align,
      segments,
      text: segments.map((segment) => segment.text).join(''),
      columns: segments.reduce((sum, segment) => sum + segment.text.length * segment.width, 0),
    });
    this.segments = [];
    this.lineAlign = null;
  }

  flush() {
    if (this.segments.length > 0) this.newline();
  }

  printQr() {
    this.flush();
    const { qr, align } = this.state;
    if (qr.data === null) {
      this.unknown.push('QR printed with no data stored');
      return;
    }
    this.lines.push({
      kind: 'qr',
      align,
      payload: qr.data,
      model: qr.model,
      size: qr.size,
      errorLevel: qr.errorLevel,
    });
  }

  cut(partial: boolean) {
    this.flush();
    this.lines.push({ kind: 'cut', partial });
  }

  result(): DecodedDocument {
    this.flush();
    return {
      language: this.language,
      lines: this.lines,
      codePages: this.codePages,
      statusRequests: this.statusRequests,
      unknown: this.unknown,
    };
  }
}

function decodeEscPos(bytes: Uint8Array, d: Decoder) {
  const at = (i: number) => bytes[i] ?? 0;
  let i = 0;
  while (i < bytes.length) {
    const b = at(i);
    if (b === 0x0a) {
      d.newline();
      i += 1;
    } else if (b === 0x0d || b === 0x09 || b === 0x00) {
      i += 1;
    } else if (b === 0x10 && at(i + 1) === 0x04) {
      d.statusRequests.push(at(i + 2));
      i += 3;
    } else if (b === 0x1b) {
      const c = String.fromCharCode(at(i + 1));
      const n = at(i + 2);
      const s = d.state;
      switch (c) {
        case '@':
          d.flush();
          d.reset();
          i += 2;
          break;
        case 'E':
        case 'G':
          s.bold = (n & 1) === 1;
          i += 3;
          break;
        case '!':
          s.bold = (n & 0x08) !== 0;
          s.height = n & 0x10 ? 2 : 1;
          s.width = n & 0x20 ? 2 : 1;
          s.underline = (n & 0x80) !== 0;
          i += 3;
          break;
        case '-':
          s.underline = (n & 3) !== 0 && n !== 48;
          i += 3;
          break;
        case 't':
          d.selectCodePage(ESC_POS_CODE_PAGES[n], n);
          i += 3;
          break;
        case 'a':
          s.align = alignFrom(n);
          i += 3;
          break;
        case 'd':
          d.flush();
          for (let k = 0; k < n; k++) d.newline();
          i += 3;
          break;
        case 'M':
        case 'R':
        case '2':
        case 'J':
        case '3':
        case 'V':
        case '{':
        case 'r':
        case 'U':
          i += c === '2' ? 2 : 3;
          break;
        case 'p':
          i += 5;
          break;
        case 'i':
        case 'm':
          d.cut(c === 'm');
          i += 2;
          break;
        default:
          d.unknown.push(hex(bytes.slice(i, i + 3)));
          i += 2;
      }
    } else if (b === 0x1c) {
      // FS . cancels Kanji mode, FS & selects it: nothing to print.
      i += 2;
    } else if (b === 0x1d) {
      const c = String.fromCharCode(at(i + 1));
      const n = at(i + 2);
      const s = d.state;
      if (c === '!') {
        s.width = ((n >> 4) & 7) + 1;
        s.height = (n & 7) + 1;
        i += 3;
      } else if (c === 'B') {
        s.inverted = (n & 1) === 1;
        i += 3;
      } else if (c === 'V') {
        const partial = n === 1 || n === 49 || n === 66 || n === 104;
        d.cut(partial);
        i += n >= 65 ? 4 : 3;
      } else if (c === '(') {
        const fn = String.fromCharCode(at(i + 2));
        const length = at(i + 3) + at(i + 4) * 256;
        const body = bytes.slice(i + 5, i + 5 + length);
        if (fn === 'k' && body[0] === 49) {
          const f = body[1];
          if (f === 65) s.qr.model = (body[2] ?? 50) - 48;
          else if (f === 67) s.qr.size = body[2] ?? 3;
          else if (f === 69) s.qr.errorLevel = QR_LEVELS[(body[2] ?? 48) - 48] ?? 'l';
          else if (f === 80) s.qr.data = new TextDecoder('latin1').decode(body.slice(3));
          else if (f === 81) d.printQr();
        } else if (fn !== 'k' && fn !== 'L' && fn !== 'E') {
          d.unknown.push(`GS ( ${fn}`);
        }
        i += 5 + length;
      } else if (c === 'v' && at(i + 2) === 0x30) {
        const widthBytes = at(i + 4) + at(i + 5) * 256;
        const height = at(i + 6) + at(i + 7) * 256;
        d.flush();
        i += 8 + widthBytes * height;
      } else if (c === 'k') {
        const m = n;
        if (m <= 6) {
          let end = i + 3;
          while (end < bytes.length && bytes[end] !== 0) end++;
          i = end + 1;
        } else i += 4 + at(i + 3);
      } else if (c === 'L' || c === 'W') {
        i += 4;
      } else if ('hwHfaIr'.includes(c)) {
        i += 3;
      } else {
        d.unknown.push(hex(bytes.slice(i, i + 3)));
        i += 2;
      }
    } else if (b >= 0x20) {
      d.char(b);
      i += 1;
    } else {
      d.unknown.push(hex(bytes.slice(i, i + 1)));
      i += 1;
    }
  }
}

function decodeStarPrnt(bytes: Uint8Array, d: Decoder) {
  const at = (i: number) => bytes[i] ?? 0;
  let i = 0;
  while (i < bytes.length) {
    const b = at(i);
    const s = d.state;
    if (b === 0x0a) {
      d.newline();
      i += 1;
    } else if (b === 0x0d || b === 0x18 || b === 0x00) {
      i += 1;
    } else if (b === 0x1b && at(i + 1) === 0x1d) {
      const c = String.fromCharCode(at(i + 2));
      const n = at(i + 3);
      if (c === 't') {
        d.selectCodePage(STAR_CODE_PAGES[n], n);
        i += 4;
      } else if (c === 'a') {
        s.align = alignFrom(n);
        i += 4;
      } else if (c === 'y') {
        const sub = String.fromCharCode(n);
        if (sub === 'S') {
          const which = at(i + 4) - 48;
          const value = at(i + 5);
          if (which === 0) s.qr.model = value;
          else if (which === 1) s.qr.errorLevel = QR_LEVELS[value] ?? 'l';
          else if (which === 2) s.qr.size = value;
          i += 6;
        } else if (sub === 'D') {
          const length = at(i + 6) + at(i + 7) * 256;
          s.qr.data = new TextDecoder('latin1').decode(bytes.slice(i + 8, i + 8 + length));
          i += 8 + length;
        } else if (sub === 'P') {
          d.printQr();
          i += 4;
        } else {
          d.unknown.push(`ESC GS y ${sub}`);
          i += 4;
        }
      } else {
        d.unknown.push(hex(bytes.slice(i, i + 4)));
        i += 3;
      }
    } else if (b === 0x1b) {
      const c = String.fromCharCode(at(i + 1));
      const n = at(i + 2);
      switch (c) {
        case '@':
          d.flush();
          d.reset();
          i += 2;
          break;
        case 'E':
          s.bold = true;
          i += 2;
          break;
        case 'F':
          s.bold = false;
          i += 2;
          break;
        case '4':
          s.inverted = true;
          i += 2;
          break;
        case '5':
          s.inverted = false;
          i += 2;
          break;
        case 'i':
          s.height = n + 1;
          s.width = at(i + 3) + 1;
          i += 4;
          break;
        case '-':
          s.underline = n === 1 || n === 49;
          i += 3;
          break;
        case 'd':
          d.cut(n === 1 || n === 3 || n === 49 || n === 51);
          i += 3;
          break;
        case 'a':
          d.flush();
          for (let k = 0; k < n; k++) d.newline();
          i += 3;
          break;
        case 'R':
        case 'z':
        case '/':
          i += 3;
          break;
        default:
          d.unknown.push(hex(bytes.slice(i, i + 3)));
          i += 2;
      }
    } else if (b >= 0x20) {
      d.char(b);
      i += 1;
    } else {
      d.unknown.push(hex(bytes.slice(i, i + 1)));
      i += 1;
    }
  }
}

/** What a printer would print for these bytes. */
export function decodePrinterBytes(bytes: Uint8Array, language = detectLanguage(bytes)): DecodedDocument {
  const decoder = new Decoder(language);
  if (language === 'star-prnt') decodeStarPrnt(bytes, decoder);
  else decodeEscPos(bytes, decoder);
  return decoder.result();
}

/** The printed text lines, styles dropped, trailing spaces trimmed (handy in assertions). */
export function printedText(document: DecodedDocument): string[] {
  return document.lines.flatMap((line) => (line.kind === 'text' ? [line.text.trimEnd()] : []));
}

/** The last thing on the paper that is not an empty line (a cut, usually). */
export function lastPrinted(document: DecodedDocument): DecodedLine | undefined {
  return document.lines.filter((line) => line.kind !== 'text' || line.text.trim() !== '').at(-1);
}
