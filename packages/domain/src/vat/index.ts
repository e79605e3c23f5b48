export * from './vat-rates';
export * from './vat';
export * from './terms';
export * from './outside-eu-vat-area';
