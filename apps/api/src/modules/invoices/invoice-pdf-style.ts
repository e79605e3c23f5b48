/** The colours the invoice and credit note are printed in. */
export const INK = '#1f1b2d';
export const MUTED = '#6b6880';
export const ACCENT = '#6d28d9';
/** The table's and the totals' rules. */
export const RULE = '#d9d6e3';
