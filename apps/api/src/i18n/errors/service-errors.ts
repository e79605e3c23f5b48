import type { Catalogue } from '../translator';

// Failures of the services behind the ports (the image services, the print producer, the payment
// provider's and the producer's webhooks), in each language. Operators read most of them: in the
// console's answer to a retried submission, and inside an alert's reason.

const en = {
  imageServiceTookTooLong: '{provider} took too long',
  imageServiceUnreachable: 'Could not reach the image service; try again later.',
  imageServiceKeyRefused: 'The image service refused our API key ({status}); check OPENAI_API_KEY.',
  imageServiceBusy: 'The image service is busy or out of credit (429); try again later.',
  imageServiceContentPolicy:
    'The image service refused this prompt under its content policy. Try describing it differently.',
  imageServiceFailed: 'The image service failed ({status}); try again later.',
  imageServiceRejected: 'The image service rejected the request ({status}).',
  imageServiceNoImage: 'The image service answered without an image.',
  imageServiceBadLink: 'The image service answered with an unreadable image link.',
  imageServiceFetchFailed: 'Could not fetch the image from the image service; try again later.',
  imageServiceLinkFailed: "The image service's image link failed ({status}).",
  imageServiceTooLarge: 'The image service sent an image far too large.',
  imageServiceNotAnImage: 'The image service sent something that is not an image.',
  producerProductMissing: 'No producer product for {sku} in producer-map.json',
  gelatoProductMissing: 'No Gelato product for {sku} in producer-map.json',
  gelatoUnreachable: 'Gelato is unreachable: {reason}',
  gelatoSearchFailed: 'Gelato order search failed with {status}: {body}',
  gelatoCreateFailed: 'Gelato order create failed with {status}: {body}',
  gelatoWebhooksOff: 'Gelato webhooks are not enabled: this shop uses the simulated producer.',
  webhookSecretWrong: 'The webhook secret is missing or wrong.',
  webhookNotJson: 'The webhook body is not JSON.',
  webhookUnexpected: 'Unexpected webhook body: {where} {problem}',
  fulfillmentStatusRequired: 'fulfillmentStatus is required',
  stripeSignatureMissing: 'Missing Stripe-Signature header.',
  stripeSignatureInvalid: 'The webhook signature is invalid.',
  stripeSignedInFuture: 'The webhook is signed for a time still to come.',
  stripeWebhooksOff: 'Stripe webhooks are not enabled: this shop uses the test checkout.',
};

const et: Catalogue<typeof en> = {
  imageServiceTookTooLong: 'Teenus {provider} ei vastanud lubatud aja jooksul',
  imageServiceUnreachable: 'Pilditeenusega ei saanud ühendust; proovi hiljem uuesti.',
  imageServiceKeyRefused:
    'Pilditeenus ei aktsepteerinud meie API-võtit ({status}); kontrolli OPENAI_API_KEY väärtust.',
  imageServiceBusy: 'Pilditeenus on hõivatud või krediit on otsas (429); proovi hiljem uuesti.',
  imageServiceContentPolicy:
    'Pilditeenus keeldus seda kirjeldust oma sisureeglite tõttu kasutamast. Proovi kujundust teisiti kirjeldada.',
  imageServiceFailed: 'Pilditeenuses tekkis viga ({status}); proovi hiljem uuesti.',
  imageServiceRejected: 'Pilditeenus lükkas päringu tagasi ({status}).',
  imageServiceNoImage: 'Pilditeenus vastas ilma pildita.',
  imageServiceBadLink: 'Pilditeenus saatis loetamatu pildilingi.',
  imageServiceFetchFailed: 'Pilti ei õnnestunud pilditeenusest alla laadida; proovi hiljem uuesti.',
  imageServiceLinkFailed: 'Pilditeenuse pildilink ei avanenud ({status}).',
  imageServiceTooLarge: 'Pilditeenus saatis liiga suure pildi.',
  imageServiceNotAnImage: 'Pilditeenus saatis midagi, mis ei ole pilt.',
  producerProductMissing: 'Failis producer-map.json puudub tootele {sku} vastav tootja toode',
  gelatoProductMissing: 'Failis producer-map.json puudub tootele {sku} vastav Gelato toode',
  gelatoUnreachable: 'Gelatoga ei saa ühendust: {reason}',
  gelatoSearchFailed: 'Tellimuse otsing Gelatost ebaõnnestus olekuga {status}: {body}',
  gelatoCreateFailed: 'Tellimuse loomine Gelatos ebaõnnestus olekuga {status}: {body}',
  gelatoWebhooksOff: 'Gelato webhookid ei ole sisse lülitatud: see pood kasutab simuleeritud tootjat.',
  webhookSecretWrong: 'Webhooki salajane võti puudub või on vale.',
  webhookNotJson: 'Webhooki sisu ei ole JSON.',
  webhookUnexpected: 'Ootamatu webhooki sisu: {where} {problem}',
  fulfillmentStatusRequired: 'fulfillmentStatus on kohustuslik',
  stripeSignatureMissing: 'Päis Stripe-Signature puudub.',
  stripeSignatureInvalid: 'Webhooki allkiri on vigane.',
  stripeSignedInFuture: 'Webhooki allkirja aeg on tulevikus.',
  stripeWebhooksOff: 'Stripe’i webhookid ei ole sisse lülitatud: see pood kasutab testmakset.',
};

export const SERVICE_ERRORS = { en, et };
