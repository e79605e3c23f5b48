import type { Catalog } from '@prompttee/domain';
import type { Config } from '../config';
import type { CatalogMockups } from '../images/catalog-mockups';
import type { ImageWork } from '../images/workers/image-work';
import type { BlobStore } from '../ports/blob-store';
import type { Clock } from '../ports/clock';
import type { ContentCredentials } from '../ports/content-credentials';
import type { Fulfilment } from '../ports/fulfilment';
import type { ImageGenerator } from '../ports/image-generator';
import type { JobQueue } from '../ports/job-queue';
import type { Logger } from '../ports/logger';
import type { Mailer } from '../ports/mailer';
import type { Payments } from '../ports/payments';
import type { AlertRepository } from './alerts/alert-repository';
import type { AddressRepository } from './addresses/address-repository';
import type { AdminCustomerRepository } from './admin/admin-customer-repository';
import type { AdminOrderRepository } from './admin/admin-order-repository';
import type { AuditRepository } from './admin/audit-repository';
import type { ClaimRepository } from './admin/claim-repository';
import type { CompositionRepository } from './compositions/composition-repository';
import type { DesignRepository } from './designs/design-repository';
import type { IdentityRepository } from './identity/identity-repository';
import type { OrderRepository } from './orders/order-repository';
import type { RateLimitRepository } from './rate-limits/rate-limit-repository';
import type { PaymentSessionsRepository } from './payments/payment-sessions-repository';
import type { RefundRepository } from './payments/refund-repository';
import type { InvoiceRepository } from './invoices/invoice-repository';
import type { ExchangeRateRepository } from './exchange-rates/exchange-rate-repository';
import type { ReferenceRates } from '../ports/reference-rates';
import type { CatalogRepository } from './catalog/catalog-repository';
import type { CatalogStore } from './catalog/catalog-store';

/**
 * Everything a use case may be given: repositories (one per aggregate), ports, the clock, the
 * config and the log. The composition root (deps.ts) builds it once; every use case takes the
 * part it needs, `verbNoun(deps: Pick<UseCaseDeps, ...>, input)`, so a test can hand it fakes.
 */
export type UseCaseDeps = {
  config: Config;
  log: Logger;
  clock: Clock;
  queue: JobQueue;
  mailer: Mailer;
  blobStore: BlobStore;
  imageGenerator: ImageGenerator;
  /** Signs generated print files' C2PA manifests (a development certificate when none is set). */
  contentCredentials: ContentCredentials;
  fulfilment: Fulfilment;
  payments: Payments;
  /**
   * The catalogue as the shop sells it now (the operator's prices, availability and running
   * sales; products turned off included, their variants unavailable): the only source of prices.
   */
  readonly catalog: Catalog;
  /** The live catalogue behind `catalog`, and the document customers fetch. */
  catalogStore: CatalogStore;
  /** The operator's catalogue and its price history. */
  catalogRepository: CatalogRepository;
  /** The catalog's mockup base photos and layers, read from disk, layers decoded once. */
  mockups: CatalogMockups;
  /** Composing and cutting out off the event loop, on worker threads, each within a time limit. */
  imageWork: ImageWork;
  designs: DesignRepository;
  orders: OrderRepository;
  paymentSessions: PaymentSessionsRepository;
  refunds: RefundRepository;
  /** Invoices and credit notes the shop issued: numbered once, never changed. */
  invoices: InvoiceRepository;
  alerts: AlertRepository;
  addresses: AddressRepository;
  identity: IdentityRepository;
  /** The shop's own rate-limit counters (shop_rate_limits), shared by every process. */
  rateLimits: RateLimitRepository;
  /** Every customer's orders, accounts and designs: for operator use cases only. */
  adminOrders: AdminOrderRepository;
  adminCustomers: AdminCustomerRepository;
  audit: AuditRepository;
  /** Defect claims of shipped and delivered orders, each settled once by a refund or a replacement. */
  claims: ClaimRepository;
  /** When each composed side of a customer's layers was last asked for (their files' lifetime). */
  compositions: CompositionRepository;
  /** The shop's daily exchange rates per 1 EUR (the ECB's, or an operator's). */
  exchangeRates: ExchangeRateRepository;
  /** Where the daily reference rates are published (the ECB). */
  referenceRates: ReferenceRates;
};
