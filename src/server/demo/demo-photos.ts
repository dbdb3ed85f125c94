/**
 * The demo's photos, drawn here as SVG (a dish seen from above on a wooden table), rendered to PNG
 * by sharp and stored through the uploads service like an owner's upload: checked, re-encoded to
 * WebP and kept in the app's image storage (decision 0004). Nothing is fetched from outside, and
 * no text is drawn, so no font is needed.
 */
import type { ImageStorage } from '../modules/uploads/image-storage';
import { createUploadsService } from '../modules/uploads/uploads.service';
import { createRandom } from './demo-random';

export type PhotoKind =
  | { kind: 'pizza'; sauce: string; toppings: string[] }
  | { kind: 'half-pizza'; left: string; right: string }
  | { kind: 'snacks'; shape: 'drop' | 'pastel' | 'ball' | 'stick' | 'brigadeiro'; color: string }
  | { kind: 'plate'; colors: string[] }
  | { kind: 'bowl'; color: string; toppings: string[] }
  | { kind: 'can'; color: string }
  | { kind: 'glass'; color: string }
  | { kind: 'bottle'; color: string }
  | { kind: 'pudding' }
  | { kind: 'cake' };

const W = 640;
const H = 480;
const CX = W / 2;
const CY = H / 2;

const table = `<defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a5a35"/><stop offset="1" stop-color="#5e3b22"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#wood)"/>${[
  60, 150, 260, 350, 430,
]
  .map(
    (y) =>
      `<path d="M0 ${y} Q ${W / 2} ${y + 18} ${W} ${y - 6}" stroke="#4d2f1a" stroke-width="3" fill="none" opacity="0.35"/>`,
  )
  .join('')}`;

const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;

function scatter(
  seed: number,
  count: number,
  radius: number,
  draw: (x: number, y: number, i: number) => string,
) {
  const random = createRandom(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * radius;
    out += draw(CX + Math.cos(angle) * distance, CY + Math.sin(angle) * distance, i);
  }
  return out;
}

function pizza(sauce: string, toppings: string[], seed: number) {
  return `${circle(CX, CY + 8, 205, '#000', 'opacity="0.25"')}${circle(CX, CY, 205, '#d9d9d9')}${circle(CX, CY, 180, '#c98a43')}${circle(CX, CY, 160, sauce)}${scatter(
    seed,
    46,
    140,
    (x, y, i) => circle(x, y, 9 + (i % 4) * 3, toppings[i % toppings.length]!, 'opacity="0.92"'),
  )}${[0, 60, 120].map((a) => `<line x1="${CX}" y1="${CY - 180}" x2="${CX}" y2="${CY + 180}" stroke="#7a4a1f" stroke-width="3" opacity="0.5" transform="rotate(${a} ${CX} ${CY})"/>`).join('')}`;
}

function halfPizza(left: string, right: string, seed: number) {
  const half = (fill: string, sweep: 0 | 1) =>
    `<path d="M ${CX} ${CY - 160} A 160 160 0 0 ${sweep} ${CX} ${CY + 160} Z" fill="${fill}"/>`;
  return `${circle(CX, CY + 8, 205, '#000', 'opacity="0.25"')}${circle(CX, CY, 205, '#d9d9d9')}${circle(CX, CY, 180, '#c98a43')}${circle(CX, CY, 160, '#e6b24a')}${half(left, 0)}${half(right, 1)}${scatter(
    seed,
    30,
    135,
    (x, y, i) => circle(x, y, 7 + (i % 3) * 3, x < CX ? '#f3e3c0' : '#3f8f3a', 'opacity="0.85"'),
  )}<line x1="${CX}" y1="${CY - 180}" x2="${CX}" y2="${CY + 180}" stroke="#7a4a1f" stroke-width="5"/>`;
}

function board(inner: string) {
  return `<rect x="90" y="70" width="460" height="340" rx="36" fill="#000" opacity="0.25" transform="translate(0 8)"/><rect x="90" y="70" width="460" height="340" rx="36" fill="#d8b27c"/><rect x="110" y="90" width="420" height="300" rx="28" fill="#e6c696"/>${inner}`;
}

function snacks(shape: string, color: string) {
  const spots: [number, number][] = [
    [210, 170],
    [320, 150],
    [430, 175],
    [200, 290],
    [320, 300],
    [440, 285],
  ];
  const piece = ([x, y]: [number, number], i: number) => {
    switch (shape) {
      case 'drop':
        return `<path d="M ${x} ${y - 55} C ${x + 45} ${y - 5}, ${x + 45} ${y + 45}, ${x} ${y + 45} C ${x - 45} ${y + 45}, ${x - 45} ${y - 5}, ${x} ${y - 55} Z" fill="${color}" stroke="#8d5a1e" stroke-width="3"/>`;
      case 'pastel':
        return i % 2
          ? ''
          : `<rect x="${x - 70}" y="${y - 45}" width="150" height="95" rx="18" fill="${color}" stroke="#a8741f" stroke-width="4" stroke-dasharray="6 6"/>`;
      case 'stick':
        return `<rect x="${x - 60}" y="${y - 14}" width="130" height="30" rx="12" fill="${color}" stroke="#c59a3e" stroke-width="3" transform="rotate(${((i * 37) % 60) - 30} ${x} ${y})"/>`;
      case 'brigadeiro':
        return `${circle(x, y, 34, color)}${scatter(i + 7, 14, 26, (dx, dy) => circle(dx - CX + x, dy - CY + y, 3, '#2a140a'))}`;
      default:
        return `${circle(x, y, 38, color)}${circle(x - 10, y - 12, 10, '#f7dfa0', 'opacity="0.7"')}`;
    }
  };
  return board(spots.map(piece).join(''));
}

function plate(colors: string[]) {
  const [main, rice, side] = colors;
  return `${circle(CX, CY + 8, 200, '#000', 'opacity="0.25"')}${circle(CX, CY, 200, '#f4f4f4')}${circle(CX, CY, 165, '#ffffff', 'stroke="#e3e3e3" stroke-width="4"')}<ellipse cx="${CX + 55}" cy="${CY - 10}" rx="95" ry="70" fill="${main}"/><ellipse cx="${CX + 55}" cy="${CY - 14}" rx="70" ry="48" fill="#f2d6a2" opacity="0.8"/>${circle(CX - 80, CY - 45, 62, rice!)}${scatter(3, 14, 50, (x, y) => `<rect x="${x - 80 - 14}" y="${y + 60}" width="34" height="10" rx="4" fill="${side}"/>`)}`;
}

function bowl(color: string, toppings: string[], seed: number) {
  return `${circle(CX, CY + 10, 190, '#000', 'opacity="0.25"')}${circle(CX, CY, 190, '#b0672e')}${circle(CX, CY, 165, color)}${scatter(
    seed,
    24,
    120,
    (x, y, i) => circle(x, y, 10 + (i % 3) * 4, toppings[i % toppings.length]!),
  )}`;
}

function can(color: string) {
  return `<ellipse cx="${CX}" cy="420" rx="120" ry="22" fill="#000" opacity="0.3"/><rect x="${CX - 85}" y="90" width="170" height="320" rx="22" fill="${color}"/><rect x="${CX - 85}" y="90" width="170" height="34" rx="14" fill="#cfd4d8"/><rect x="${CX - 85}" y="380" width="170" height="30" rx="12" fill="#b8bec3"/><rect x="${CX - 60}" y="150" width="26" height="220" rx="12" fill="#fff" opacity="0.25"/><path d="M ${CX - 85} 250 Q ${CX} 200 ${CX + 85} 250 L ${CX + 85} 300 Q ${CX} 250 ${CX - 85} 300 Z" fill="#fff" opacity="0.85"/>`;
}

function glass(color: string) {
  return `<ellipse cx="${CX}" cy="420" rx="115" ry="20" fill="#000" opacity="0.3"/><path d="M ${CX - 100} 110 L ${CX + 100} 110 L ${CX + 80} 410 L ${CX - 80} 410 Z" fill="#eaf4f7" opacity="0.55"/><path d="M ${CX - 92} 160 L ${CX + 92} 160 L ${CX + 78} 400 L ${CX - 78} 400 Z" fill="${color}"/><rect x="${CX + 20}" y="50" width="14" height="200" rx="6" fill="#e74c3c" transform="rotate(12 ${CX} 200)"/>${circle(CX - 60, 165, 34, '#8cc152')}${circle(CX - 60, 165, 26, '#c5e384')}`;
}

function bottle(color: string) {
  return `<ellipse cx="${CX}" cy="425" rx="95" ry="18" fill="#000" opacity="0.3"/><path d="M ${CX - 22} 60 L ${CX + 22} 60 L ${CX + 22} 140 Q ${CX + 75} 170 ${CX + 75} 230 L ${CX + 75} 410 Q ${CX} 425 ${CX - 75} 410 L ${CX - 75} 230 Q ${CX - 75} 170 ${CX - 22} 140 Z" fill="${color}" opacity="0.9"/><rect x="${CX - 26}" y="48" width="52" height="24" rx="6" fill="#2c3e50"/><rect x="${CX - 75}" y="250" width="150" height="90" fill="#fdfdfd" opacity="0.9"/><rect x="${CX - 52}" y="170" width="18" height="220" rx="9" fill="#fff" opacity="0.3"/>`;
}

function pudding() {
  return `${circle(CX, CY + 10, 200, '#000', 'opacity="0.25"')}${circle(CX, CY, 200, '#f5f5f5')}<ellipse cx="${CX}" cy="${CY + 20}" rx="150" ry="90" fill="#7a3b0c" opacity="0.85"/><ellipse cx="${CX}" cy="${CY}" rx="125" ry="80" fill="#f2c46d"/><ellipse cx="${CX}" cy="${CY - 20}" rx="110" ry="55" fill="#b8651b"/>${circle(CX, CY - 22, 26, '#f5f5f5')}`;
}

function cake() {
  return `${circle(CX, CY + 10, 200, '#000', 'opacity="0.25"')}${circle(CX, CY, 200, '#fafafa')}${circle(CX - 40, CY + 10, 95, '#3b1d10')}${circle(CX - 55, CY - 5, 60, '#5a2e1a')}${circle(CX + 95, CY - 40, 55, '#fff6dc')}<path d="M ${CX - 100} ${CY + 80} q 40 30 90 5 q 50 -20 90 10" stroke="#3b1d10" stroke-width="12" fill="none"/>${circle(CX + 110, CY + 80, 14, '#d7263d')}`;
}

export function photoSvg(photo: PhotoKind, seed: number): string {
  const body = (() => {
    switch (photo.kind) {
      case 'pizza':
        return pizza(photo.sauce, photo.toppings, seed);
      case 'half-pizza':
        return halfPizza(photo.left, photo.right, seed);
      case 'snacks':
        return snacks(photo.shape, photo.color);
      case 'plate':
        return plate(photo.colors);
      case 'bowl':
        return bowl(photo.color, photo.toppings, seed);
      case 'can':
        return can(photo.color);
      case 'glass':
        return glass(photo.color);
      case 'bottle':
        return bottle(photo.color);
      case 'pudding':
        return pudding();
      case 'cake':
        return cake();
    }
  })();
  // Drawn on a 640 × 480 grid, rendered at 480 × 360: sharp enough for the menu's cards and dialog.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 ${W} ${H}">${table}${body}</svg>`;
}

/** A square logo (a pizza slice on the house red) and a wide banner (pizzas on the table). */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#b3261e"/>${`<circle cx="200" cy="200" r="150" fill="#fff4e0"/>`}<path d="M 200 90 L 300 290 Q 200 330 100 290 Z" fill="#f2c14e" stroke="#c98a43" stroke-width="14" stroke-linejoin="round"/><circle cx="200" cy="200" r="18" fill="#c8341c"/><circle cx="165" cy="255" r="16" fill="#c8341c"/><circle cx="240" cy="260" r="15" fill="#c8341c"/><circle cx="215" cy="160" r="9" fill="#3f8f3a"/></svg>`;

export function bannerSvg(): string {
  const pizzas = [160, 480, 800, 1120, 1440]
    .map(
      (x, i) =>
        `<g transform="translate(${x - CX} ${300 - CY}) scale(0.9) translate(${CX * 0.1} ${CY * 0.1})">${pizza(['#c8341c', '#e9b949', '#eccb6a', '#e6bb52', '#c8341c'][i]!, ['#f7f3e3', '#a8322d', '#3f8f3a'], i + 11)}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="450" viewBox="0 0 1600 600"><rect width="1600" height="600" fill="#6b4327"/>${pizzas}<rect width="1600" height="600" fill="#000" opacity="0.15"/></svg>`;
}

/** Renders an SVG to PNG and stores it as an upload of that use; returns its public URL. */
export async function storeDrawing(
  storage: ImageStorage,
  svg: string,
  use: 'menu-item' | 'logo' | 'banner',
): Promise<string> {
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return createUploadsService(storage).storeImage(png, use);
}
