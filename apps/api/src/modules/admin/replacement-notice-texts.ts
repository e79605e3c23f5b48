import { defineCatalogue, type Catalogue } from '../../i18n/translator';

// The e-mail of a replacement an operator placed at no charge for a defect claim, in each language.

const en = {
  subject: 'A replacement for your {shop} order {order} is being made',
  title: 'Your replacement is being made',
  sorry:
    'We are sorry your order {order} was not as it should be. We are making it again for you at no charge: the same items, to the same address.',
  next: 'Your replacement is order {replacement}. There is nothing to pay and nothing to send back, and we will e-mail you when it ships.',
  seeOrders: 'See your orders',
  replaces: 'Replaces order',
  replacement: 'Replacement order',
  toPay: 'To pay',
  questions: 'Questions? Write to {email}.',
};

const et: Catalogue<typeof en> = {
  subject: 'Sinu {shop} tellimusele {order} valmistatakse asendus',
  title: 'Sinu asendust valmistatakse',
  sorry:
    'Meil on kahju, et sinu tellimus {order} ei olnud selline, nagu peab. Valmistame selle sulle tasuta uuesti: samad tooted, samale aadressile.',
  next: 'Sinu asendustellimuse number on {replacement}. Midagi ei pea maksma ega tagasi saatma ning anname e-kirjaga teada, kui see teele läheb.',
  seeOrders: 'Vaata oma tellimusi',
  replaces: 'Asendab tellimust',
  replacement: 'Asendustellimus',
  toPay: 'Tasuda',
  questions: 'Küsimuste korral kirjuta aadressil {email}.',
};

export const REPLACEMENT_NOTICE_CATALOGUES = { en, et };
export const replacementNoticeTexts = defineCatalogue(REPLACEMENT_NOTICE_CATALOGUES);
