import { defineCatalogue, type Catalogue } from '../../i18n/translator';

// The e-mail of an order an operator canceled and refunded, or refunded for a defect claim after
// it shipped (the order kept), in each language.

const en = {
  subject: 'Your {shop} order {order} was canceled and refunded',
  title: 'Your order was canceled',
  canceled: 'We canceled your order {order} and refunded your payment to the card you paid with.',
  bankTime: 'Banks usually show a refund within 5 to 10 working days. {shirt}',
  nothingMade: 'Nothing will be printed or shipped.',
  beingMade:
    'Your shirt was already being made, so it may still be printed and reach you: if it does, it is yours to keep, and your money is returned all the same.',
  onItsWay:
    'Your shirt is already on its way to you: it is yours to keep, and your money is returned all the same.',
  withYou: 'Your shirt is already with you and is yours to keep; your money is returned all the same.',
  claimSubject: 'Your {shop} order {order} was refunded',
  claimTitle: 'Your money is on its way back',
  claimRefunded:
    'We are sorry your order {order} was not as it should be. As agreed, we refunded your payment to the card you paid with.',
  seeOrders: 'See your orders',
  order: 'Order',
  refunded: 'Refunded',
  questions: 'Questions? Write to {email}.',
};

const et: Catalogue<typeof en> = {
  subject: 'Sinu {shop} tellimus {order} tühistati ja raha tagastati',
  title: 'Sinu tellimus tühistati',
  canceled: 'Tühistasime sinu tellimuse {order} ja tagastasime makse kaardile, millega maksid.',
  bankTime: 'Pangad kuvavad tagasimakse tavaliselt 5–10 tööpäeva jooksul. {shirt}',
  nothingMade: 'Midagi ei trükita ega saadeta.',
  beingMade:
    'Sinu särgi valmistamine oli juba alanud, seega võidakse see siiski trükkida ja sulle saata: kui see jõuab sinuni, jääb see sulle ja raha tagastatakse sellegipoolest.',
  onItsWay: 'Sinu särk on juba teel sinu poole: see jääb sulle ja raha tagastatakse sellegipoolest.',
  withYou: 'Sinu särk on juba sinu käes ja jääb sulle; raha tagastatakse sellegipoolest.',
  claimSubject: 'Sinu {shop} tellimuse {order} eest tagastati raha',
  claimTitle: 'Sinu raha on tagasiteel',
  claimRefunded:
    'Meil on kahju, et sinu tellimus {order} ei olnud selline, nagu peab. Nagu kokku leppisime, tagastasime makse kaardile, millega maksid.',
  seeOrders: 'Vaata oma tellimusi',
  order: 'Tellimus',
  refunded: 'Tagastatud',
  questions: 'Küsimuste korral kirjuta aadressil {email}.',
};

export const CANCELED_NOTICE_CATALOGUES = { en, et };
export const canceledNoticeTexts = defineCatalogue(CANCELED_NOTICE_CATALOGUES);
