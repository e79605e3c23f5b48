export { SupportPage } from './components/support-page';
export { AboutPage } from './components/about-page';
