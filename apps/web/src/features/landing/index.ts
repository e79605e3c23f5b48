export { LandingPage } from './components/landing-page';
export { servedRows } from './lib/served-rows';
