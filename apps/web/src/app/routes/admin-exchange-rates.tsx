// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { ExchangeRatesPage } from '@/features/admin/components/exchange-rates-page';

export const Component = ExchangeRatesPage;
