export { DesignerPage } from './components/designer-page';
