export * from './vat-rates';
export * from './vat';
export * from './terms';
