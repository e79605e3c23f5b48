// Its own file, not the feature's index: each screen of the console is a chunk of its own.
import { CatalogPage } from '@/features/admin/components/catalog-page';

export const Component = CatalogPage;
