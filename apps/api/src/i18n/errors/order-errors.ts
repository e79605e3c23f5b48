import type { Catalogue } from '../translator';

// Refusals of addresses, orders, payments, exchange rates and the operators' actions, in each
// language.

const en = {
  tooManyAddresses: 'You can save up to {max} addresses. Delete one you no longer use to add another.',
  idempotencyMismatch:
    'This Idempotency-Key was already used with a different request. Use a new key for a new order.',
  notSoldIn: '{sku} is not sold in {currency}',
  orderMustCost: 'An order must cost more than {amount}',
  paymentNotPrepared: 'The payment could not be prepared. Please try again later.',
  alreadyPaid: 'This order has already been paid.',
  noLongerPayable: 'This order can no longer be paid.',
  onlyCompletedPaymentRefunded: 'Only a completed payment can be refunded.',
  noChargeToRefund: 'This payment has no charge to refund.',
  paymentSessionExpired:
    'This payment session has expired. You can pay for the order from your order history.',
  providerCouldNotStart: 'The payment provider could not start the payment. Please try again.',
  providerCouldNotReport: 'The payment provider could not report the payment status. Please try again.',
  providerCouldNotClose: 'The payment provider could not close the previous payment. Please try again.',
  providerCouldNotRefund: 'The payment provider could not refund the payment. Please try again.',
  rateDayInFuture: 'A rate can only be entered for today or a past day',
  notWaitingForProducer: 'This order is not waiting to be sent to the producer.',
  producerRefused: 'The producer refused the order: {reason}',
  cannotDisableOwnAccount: 'Operators cannot disable their own account.',
  onlyPaidUndeliveredRefunded: 'Only a paid order that is not delivered can be refunded.',
  refundedButStatusStays: 'The payment was refunded, but the order is {status} and stays so.',
  alertGone: 'This alert does not exist or was resolved already.',
  noSuchPrintArea: 'This product has no such print area',
};

const et: Catalogue<typeof en> = {
  tooManyAddresses: 'Saad salvestada kuni {max} aadressi. Uue lisamiseks kustuta mõni, mida enam ei kasuta.',
  idempotencyMismatch:
    'Seda Idempotency-Key väärtust on juba kasutatud teistsuguse päringuga. Kasuta uue tellimuse jaoks uut võtit.',
  notSoldIn: 'Toodet {sku} ei müüda valuutas {currency}',
  orderMustCost: 'Tellimuse summa peab olema suurem kui {amount}',
  paymentNotPrepared: 'Makset ei õnnestunud ette valmistada. Palun proovi hiljem uuesti.',
  alreadyPaid: 'See tellimus on juba tasutud.',
  noLongerPayable: 'Seda tellimust ei saa enam tasuda.',
  onlyCompletedPaymentRefunded: 'Tagasi saab maksta ainult lõpuni tehtud makse.',
  noChargeToRefund: 'Selle maksega ei ole tasutud summat, mida tagasi maksta.',
  paymentSessionExpired: 'Makseseanss on aegunud. Tellimuse eest saad tasuda oma tellimuste ajaloos.',
  providerCouldNotStart: 'Makseteenuse pakkuja ei saanud makset alustada. Palun proovi uuesti.',
  providerCouldNotReport: 'Makseteenuse pakkuja ei saanud makse olekut teatada. Palun proovi uuesti.',
  providerCouldNotClose: 'Makseteenuse pakkuja ei saanud eelmist makset sulgeda. Palun proovi uuesti.',
  providerCouldNotRefund: 'Makseteenuse pakkuja ei saanud makset tagasi maksta. Palun proovi uuesti.',
  rateDayInFuture: 'Kurssi saab sisestada ainult tänase või möödunud päeva kohta',
  notWaitingForProducer: 'See tellimus ei oota tootjale saatmist.',
  producerRefused: 'Tootja keeldus tellimusest: {reason}',
  cannotDisableOwnAccount: 'Haldur ei saa iseenda kontot keelata.',
  onlyPaidUndeliveredRefunded:
    'Raha saab tagastada ainult tasutud tellimuse eest, mida pole veel kätte toimetatud.',
  refundedButStatusStays: 'Makse tagastati, kuid tellimuse olek on {status} ja jääb selliseks.',
  alertGone: 'Seda hoiatust ei ole või see on juba lahendatud.',
  noSuchPrintArea: 'Sellel tootel ei ole sellist trükiala',
};

export const ORDER_ERRORS = { en, et };
