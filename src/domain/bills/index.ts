/**
 * The money rules of a table's bill (issue 33, decision 0041): totals, splits, payments, the table's
 * states and the pre-bill. Pure and zod-free, so the server, the panel and the diner's screen share them.
 */
export * from './allocation';
export * from './bill-adjustments';
export * from './bill-part';
export * from './bill-payments';
export * from './bill-split';
export * from './bill-split-items';
export * from './bill-totals';
export * from './dining-settings';
export * from './pre-bill';
export * from './receipt-text';
export * from './table-state';
