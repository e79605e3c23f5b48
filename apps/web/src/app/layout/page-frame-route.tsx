export { PageFrame as Component } from './page-frame';
