export { OrderHistoryPage } from './components/order-history-page';
export { InvoicesPage } from './components/invoices-page';
