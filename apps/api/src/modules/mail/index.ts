export { emailShopFromConfig, type EmailShop } from './email-shop';
export { renderEmail, type EmailContent, type RenderedEmail } from './render-email';
export { countryIn, numberIn } from './email-format';
