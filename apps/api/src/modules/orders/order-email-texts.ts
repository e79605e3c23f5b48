import { WITHDRAWAL_NOTICE } from '@prompttee/domain';
import { defineCatalogue, type Catalogue } from '../../i18n/translator';

// The order confirmation and the shipped notice in each language. Estonian speaks to the
// customer as "sina", as the shop's pages do.

const en = {
  confirmedSubject: 'Your {shop} order {order} is confirmed',
  confirmedTitle: 'Thank you for your order!',
  confirmedPreheader: 'Order {order} is paid and on its way to the printer.',
  confirmedGreeting: 'Hi {name}, we have received your payment and your order {order} is confirmed.',
  confirmedToPrint:
    'Your designs now go to print. We will e-mail you a tracking link as soon as the parcel ships.',
  viewOrder: 'View your order',
  lineName: '{product} ({color} / {size}) - {areas} print',
  // Each print area as the line names it ('front & left sleeve print').
  area_front: 'front',
  area_back: 'back',
  area_left_sleeve: 'left sleeve',
  area_right_sleeve: 'right sleeve',
  area_neck_label: 'neck label',
  shipping: 'Shipping',
  free: 'FREE',
  totalPaid: 'Total paid',
  vatIncluded: 'incl. {rate} % VAT',
  invoicePdf: 'Your invoice (PDF)',
  terms: 'Terms and Conditions',
  shippingTo: 'Shipping to: {address}',
  noWithdrawal: WITHDRAWAL_NOTICE,
  damaged: 'If something arrives damaged, write to us within 14 days with your order number and photos.',
  shippedSubject: 'Your {shop} order {order} has shipped',
  shippedTitle: 'Your order has shipped',
  shippedIntro: 'Good news: your order {order} has left the print shop and is on its way to you.',
  shippedFollow:
    'Follow the parcel with the tracking link below. It can take a few hours before the carrier shows the first update.',
  trackOrder: 'Track your order',
  order: 'Order',
  trackingNumber: 'Tracking number',
  historyAnyTime: 'Your order history shows its status any time: {url}',
};

const et: Catalogue<typeof en> = {
  confirmedSubject: 'Sinu {shop} tellimus {order} on kinnitatud',
  confirmedTitle: 'Aitäh tellimuse eest!',
  confirmedPreheader: 'Tellimus {order} on tasutud ja läheb trükki.',
  confirmedGreeting: 'Tere, {name}! Oleme sinu makse kätte saanud ja tellimus {order} on kinnitatud.',
  confirmedToPrint:
    'Sinu kujundused lähevad nüüd trükki. Saadame sulle e-kirjaga jälgimislingi kohe, kui pakk teele läheb.',
  viewOrder: 'Vaata oma tellimust',
  lineName: '{product} ({color} / {size}) – trükk {areas}',
  // Where it is printed ('trükk esiküljel ja vasakul varrukal').
  area_front: 'esiküljel',
  area_back: 'tagaküljel',
  area_left_sleeve: 'vasakul varrukal',
  area_right_sleeve: 'paremal varrukal',
  area_neck_label: 'kaelasildil',
  shipping: 'Kohaletoimetamine',
  free: 'TASUTA',
  totalPaid: 'Tasutud kokku',
  vatIncluded: 'sisaldab käibemaksu {rate} %',
  invoicePdf: 'Sinu arve (PDF)',
  terms: 'Müügitingimused',
  shippingTo: 'Tarneaadress: {address}',
  noWithdrawal:
    'Särk valmistatakse sinu enda kujunduse järgi, seega 14-päevane taganemisõigus selle puhul ei kehti (direktiivi 2011/83/EL artikli 16 punkt c). Vigase või kahjustatud toote asendame või maksame selle eest raha tagasi.',
  damaged:
    'Kui midagi saabub kahjustatuna, kirjuta meile 14 päeva jooksul ning lisa tellimuse number ja fotod.',
  shippedSubject: 'Sinu {shop} tellimus {order} on teel',
  shippedTitle: 'Sinu tellimus on teele saadetud',
  shippedIntro: 'Hea uudis: sinu tellimus {order} on trükikojast lahkunud ja on teel sinu poole.',
  shippedFollow:
    'Jälgi pakki alloleva jälgimislingi abil. Võib kuluda mõni tund, enne kui vedaja näitab esimest teadet.',
  trackOrder: 'Jälgi tellimust',
  order: 'Tellimus',
  trackingNumber: 'Jälgimisnumber',
  historyAnyTime: 'Tellimuse olekut näed igal ajal oma tellimuste ajaloost: {url}',
};

export const ORDER_EMAIL_CATALOGUES = { en, et };
export const orderEmailTexts = defineCatalogue(ORDER_EMAIL_CATALOGUES);
