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

/** The styles a text segment carries: a character with the same ones joins the segment before it. */
const STYLES = ['bold', 'width', 'height', 'inverted', 'underline'] as const;

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
    if (last && STYLES.every((style) => last[style] === s[style])) last.text += text;
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

  /** ESC @ in both languages: the line so far is printed, then every setting goes back to its default. */
  initialize() {
    this.flush();
    this.reset();
  }

  /** ESC d n (ESC/POS) and ESC a n (StarPRNT): print the buffer, then feed n lines. */
  feed(lines: number) {
    this.flush();
    for (let k = 0; k < lines; k++) this.newline();
  }

  /** Notes `shown` bytes from `i` as an unknown command and returns where decoding goes on. */
  skipUnknown(bytes: Uint8Array, i: number, shown: number, advance: number): number {
    this.unknown.push(hex(bytes.slice(i, i + shown)));
    return i + advance;
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

const byteAt = (bytes: Uint8Array, i: number) => bytes[i] ?? 0;

/**
 * Reads the command starting at `i` (its first byte is below 0x20) and returns where decoding goes
 * on, or null when that byte starts no command of the language.
 */
type CommandReader = (bytes: Uint8Array, i: number, d: Decoder) => number | null;

/**
 * The loop both languages share: LF prints the line, the control bytes the language ignores are
 * skipped, its commands are read, a byte from 0x20 up is a character, anything else is unknown.
 */
function scan(bytes: Uint8Array, d: Decoder, ignored: readonly number[], command: CommandReader) {
  let i = 0;
  while (i < bytes.length) {
    const b = byteAt(bytes, i);
    if (b === 0x0a) {
      d.newline();
      i += 1;
    } else if (ignored.includes(b)) {
      i += 1;
    } else {
      const next = b < 0x20 ? command(bytes, i, d) : null;
      if (next !== null) i = next;
      else if (b >= 0x20) {
        d.char(b);
        i += 1;
      } else i = d.skipUnknown(bytes, i, 1, 1);
    }
  }
}

function escPosCommand(bytes: Uint8Array, i: number, d: Decoder): number | null {
  const at = (k: number) => byteAt(bytes, k);
  const b = at(i);
  const s = d.state;
  if (b === 0x10 && at(i + 1) === 0x04) {
    d.statusRequests.push(at(i + 2));
    return i + 3;
  }
  // FS . cancels Kanji mode, FS & selects it: nothing to print.
  if (b === 0x1c) return i + 2;
  const c = String.fromCharCode(at(i + 1));
  const n = at(i + 2);
  if (b === 0x1b) {
    switch (c) {
      case '@':
        d.initialize();
        return i + 2;
      case 'E':
      case 'G':
        s.bold = (n & 1) === 1;
        return i + 3;
      case '!':
        s.bold = (n & 0x08) !== 0;
        s.height = n & 0x10 ? 2 : 1;
        s.width = n & 0x20 ? 2 : 1;
        s.underline = (n & 0x80) !== 0;
        return i + 3;
      case '-':
        s.underline = (n & 3) !== 0 && n !== 48;
        return i + 3;
      case 't':
        d.selectCodePage(ESC_POS_CODE_PAGES[n], n);
        return i + 3;
      case 'a':
        s.align = alignFrom(n);
        return i + 3;
      case 'd':
        d.feed(n);
        return i + 3;
      case '2':
        return i + 2;
      case 'M':
      case 'R':
      case 'J':
      case '3':
      case 'V':
      case '{':
      case 'r':
      case 'U':
        return i + 3;
      case 'p':
        return i + 5;
      case 'i':
      case 'm':
        d.cut(c === 'm');
        return i + 2;
      default:
        return d.skipUnknown(bytes, i, 3, 2);
    }
  }
  if (b !== 0x1d) return null;
  if (c === '!') {
    s.width = ((n >> 4) & 7) + 1;
    s.height = (n & 7) + 1;
    return i + 3;
  }
  if (c === 'B') {
    s.inverted = (n & 1) === 1;
    return i + 3;
  }
  if (c === 'V') {
    d.cut(n === 1 || n === 49 || n === 66 || n === 104);
    return i + (n >= 65 ? 4 : 3);
  }
  if (c === '(') {
    const fn = String.fromCharCode(n);
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
    return i + 5 + length;
  }
  if (c === 'v' && n === 0x30) {
    const widthBytes = at(i + 4) + at(i + 5) * 256;
    const height = at(i + 6) + at(i + 7) * 256;
    d.flush();
    return i + 8 + widthBytes * height;
  }
  if (c === 'k') {
    if (n > 6) return i + 4 + at(i + 3);
    let end = i + 3;
    while (end < bytes.length && bytes[end] !== 0) end++;
    return end + 1;
  }
  if (c === 'L' || c === 'W') return i + 4;
  if ('hwHfaIr'.includes(c)) return i + 3;
  return d.skipUnknown(bytes, i, 3, 2);
}

function starPrntCommand(bytes: Uint8Array, i: number, d: Decoder): number | null {
  const at = (k: number) => byteAt(bytes, k);
  if (at(i) !== 0x1b) return null;
  const s = d.state;
  if (at(i + 1) === 0x1d) {
    const c = String.fromCharCode(at(i + 2));
    const n = at(i + 3);
    if (c === 't') {
      d.selectCodePage(STAR_CODE_PAGES[n], n);
      return i + 4;
    }
    if (c === 'a') {
      s.align = alignFrom(n);
      return i + 4;
    }
    if (c !== 'y') return d.skipUnknown(bytes, i, 4, 3);
    const sub = String.fromCharCode(n);
    if (sub === 'S') {
      const which = at(i + 4) - 48;
      const value = at(i + 5);
      if (which === 0) s.qr.model = value;
      else if (which === 1) s.qr.errorLevel = QR_LEVELS[value] ?? 'l';
      else if (which === 2) s.qr.size = value;
      return i + 6;
    }
    if (sub === 'D') {
      const length = at(i + 6) + at(i + 7) * 256;
      s.qr.data = new TextDecoder('latin1').decode(bytes.slice(i + 8, i + 8 + length));
      return i + 8 + length;
    }
    if (sub === 'P') d.printQr();
    else d.unknown.push(`ESC GS y ${sub}`);
    return i + 4;
  }
  const c = String.fromCharCode(at(i + 1));
  const n = at(i + 2);
  switch (c) {
    case '@':
      d.initialize();
      return i + 2;
    case 'E':
    case 'F':
      s.bold = c === 'E';
      return i + 2;
    case '4':
    case '5':
      s.inverted = c === '4';
      return i + 2;
    case 'i':
      s.height = n + 1;
      s.width = at(i + 3) + 1;
      return i + 4;
    case '-':
      s.underline = n === 1 || n === 49;
      return i + 3;
    case 'd':
      d.cut(n === 1 || n === 3 || n === 49 || n === 51);
      return i + 3;
    case 'a':
      d.feed(n);
      return i + 3;
    case 'R':
    case 'z':
    case '/':
      return i + 3;
    default:
      return d.skipUnknown(bytes, i, 3, 2);
  }
}

/** Control bytes each language skips: CR, HT and NUL in ESC/POS; CR, CAN and NUL in StarPRNT. */
const ESC_POS_IGNORED = [0x0d, 0x09, 0x00];
const STAR_PRNT_IGNORED = [0x0d, 0x18, 0x00];

/** What a printer would print for these bytes. */
export function decodePrinterBytes(bytes: Uint8Array, language = detectLanguage(bytes)): DecodedDocument {
  const decoder = new Decoder(language);
  if (language === 'star-prnt') scan(bytes, decoder, STAR_PRNT_IGNORED, starPrntCommand);
  else scan(bytes, decoder, ESC_POS_IGNORED, escPosCommand);
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
