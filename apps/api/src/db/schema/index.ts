export * from './auth';
export * from './designs';
export * from './orders';
export * from './operations';
export * from './audit';
export * from './invoices';
export * from './compositions';
export * from './exchange-rates';
