export { ForbiddenPage } from './components/forbidden-page';
