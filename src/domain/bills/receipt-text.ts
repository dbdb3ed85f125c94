/**
 * Plain-text rows for a thermal printer's fixed columns (42 on 80 mm paper, 32 on 58 mm): centred
 * titles, a label with its amount flush right, word-wrapped notes. Text from people (a dish's name,
 * a diner's) is folded to one line first, so a name typed with line breaks cannot break the layout.
 */

export const PAPER_COLUMNS = { '80mm': 42, '58mm': 32 } as const;
export type PaperWidth = keyof typeof PAPER_COLUMNS;

/** One line of text: NFC (an accented letter is one column), whitespace runs as one space. */
export function oneLine(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Words into lines of at most `width` columns; a word longer than a line is cut. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of oneLine(text).split(' ')) {
    for (let rest = word; rest.length > 0; ) {
      const room = line ? width - line.length - 1 : width;
      if (rest.length <= room) {
        line = line ? `${line} ${rest}` : rest;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function center(text: string, width: number): string[] {
  return wrap(text, width).map((line) => `${' '.repeat(Math.floor((width - line.length) / 2))}${line}`);
}

export const rule = (width: number, char = '-'): string => char.repeat(width);

/**
 * A label and its amount on one line, the amount flush right; a label too long wraps, and the
 * amount goes on its last line, or on a line of its own when even that is full. `indent` sets the
 * label in (a part's breakdown under the part).
 */
export function labelled(label: string, amount: string, width: number, indent = 0): string[] {
  const lines = wrap(label, width - indent).map((line) => `${' '.repeat(indent)}${line}`);
  const last = lines.pop() ?? '';
  const room = width - last.length - amount.length;
  if (room >= 1) return [...lines, `${last}${' '.repeat(room)}${amount}`];
  return [...lines, last, amount.padStart(width)];
}
