/**
 * Plain class strings in the look of button.tsx and input.tsx, for the public menu's small bundle:
 * they need no class-merging library at run time. Elsewhere use <Button> and <Input>.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * At least 44 px high, and taller when the label wraps: a fixed height clipped a long label such as
 * 'Pagar com PIX (QR Code e copia e cola)' on a 390 px phone (issue 32, item 31).
 */
export const lightButton = {
  primary: `${base} min-h-11 px-4 py-2 text-center bg-orange-700 text-white shadow-sm hover:bg-orange-800`,
  outline: `${base} min-h-11 px-4 py-2 text-center border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`,
  ghost: `${base} h-10 px-3 text-stone-800 hover:bg-stone-100`,
  icon: `${base} size-10 border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`,
};

export const lightField =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm ' +
  'placeholder:text-stone-500 aria-invalid:border-red-700';

export const lightLabel = 'text-sm font-medium text-stone-900';
