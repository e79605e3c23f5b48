import { rowsFromOrder, type SampleDesign } from './sample-designs';

/** The wall a server-rendered landing page in `container` shows, or null when it holds none. */
export function servedRows(container: Element): SampleDesign[][] | null {
  return rowsFromOrder(container.querySelector('[data-order]')?.getAttribute('data-order'));
}
