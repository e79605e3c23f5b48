import base from './playwright.config';
export default { ...base, webServer: { ...base.webServer, command: 'node --cpu-prof --cpu-prof-dir=/tmp/shopprof scripts/start.mjs' } };
