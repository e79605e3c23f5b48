export { OrderHistoryPage } from './components/order-history-page';
