// The job's definition belongs to the orders module, which enqueues it; its handler is in
// submit-order-to-producer.ts.
export { submitOrderJob } from '../modules/orders/submit-order-job';
