import { defineCatalogue, type Catalogue } from '../../i18n/translator';

// What an alert says, on the console and in the operators' e-mail, in each language. English is
// what alerts always said (and what the alert's row keeps); the console's tab is "Valuutakursid".

const en = {
  producerRefused: 'The producer refused order {order}: {reason}',
  producerGaveUp:
    'Order {order} could not be sent to the producer after {attempts, plural, one {# attempt} other {# attempts}}: {reason}',
  jobGaveUp:
    'Job {job} failed for good after {attempts, plural, one {# attempt} other {# attempts}}: {reason}',
  duplicateRefunded:
    'A second payment ({session}) was taken for an order already paid; refunded automatically.',
  duplicateNotRefunded:
    'A second payment ({session}) was taken for an order already paid; NOT refunded: the refund failed, refund it by hand.',
  exchangeRateMissing:
    'No {currency} exchange rate for {day}: the invoice of order {order} waits until one is entered under Exchange rates (or the ECB import reads one).',
  subject: '[{shop}] Alert: {message}',
  title: 'A problem needs your attention',
  openConsole: 'Open the operator console',
  kind: 'Kind',
  reference: 'Reference',
  kindProducerRefused: 'Producer refused',
  kindDuplicatePayment: 'Paid twice',
  kindDeadLetterJob: 'Job failed for good',
  kindExchangeRateMissing: 'Exchange rate missing',
};

const et: Catalogue<typeof en> = {
  producerRefused: 'Tootja keeldus tellimusest {order}: {reason}',
  producerGaveUp:
    'Tellimust {order} ei õnnestunud tootjale saata ka pärast {attempts, plural, one {# katset} other {# katset}}: {reason}',
  jobGaveUp:
    'Taustatöö {job} ebaõnnestus lõplikult pärast {attempts, plural, one {# katset} other {# katset}}: {reason}',
  duplicateRefunded: 'Juba tasutud tellimuse eest võeti teine makse ({session}); see tagastati automaatselt.',
  duplicateNotRefunded:
    'Juba tasutud tellimuse eest võeti teine makse ({session}); seda EI tagastatud, sest tagasimakse ebaõnnestus: tagasta raha käsitsi.',
  exchangeRateMissing:
    'Valuuta {currency} kurss päeva {day} kohta puudub: tellimuse {order} arve ootab, kuni kurss sisestatakse jaotises Valuutakursid (või EKP import selle loeb).',
  subject: '[{shop}] Hoiatus: {message}',
  title: 'Probleem vajab sinu tähelepanu',
  openConsole: 'Ava halduskonsool',
  kind: 'Liik',
  reference: 'Viide',
  kindProducerRefused: 'Tootja keeldus',
  kindDuplicatePayment: 'Makstud kaks korda',
  kindDeadLetterJob: 'Taustatöö ebaõnnestus lõplikult',
  kindExchangeRateMissing: 'Valuutakurss puudub',
};

export const ALERT_CATALOGUES = { en, et };
export const alertTexts = defineCatalogue(ALERT_CATALOGUES);
