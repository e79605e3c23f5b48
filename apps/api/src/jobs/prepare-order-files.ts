// The job's definition belongs to the orders module, which enqueues it with the order; its handler
// is in prepare-new-order-files.ts.
export { prepareOrderFilesJob } from '../modules/orders/prepare-order-files-job';
