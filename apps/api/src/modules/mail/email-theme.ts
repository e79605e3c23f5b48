/** The e-mail's one light palette: the shop's accent on a pale page, ink and muted text. */
export const ACCENT = '#6d28d9';
export const INK = '#1f1b2d';
export const MUTED = '#6b6880';
export const LINE = '#e7e5ee';
export const PAGE = '#f4f3f8';
export const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
