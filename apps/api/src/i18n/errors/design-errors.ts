import type { Catalogue } from '../translator';

// Refusals of designs, uploads, layers and mockups, in each language.

const ACCEPTED_IMAGES = 'Upload a PNG, JPEG or WebP image of at most 20 MB and 50 megapixels.';
const ACCEPTED_IMAGES_ET = 'Laadi üles PNG-, JPEG- või WebP-pilt, mis on kuni 20 MB ja 50 megapikslit.';

const en = {
  acceptedImages: ACCEPTED_IMAGES,
  notAnImage: `This file is not an image we can print. ${ACCEPTED_IMAGES}`,
  imageTooLarge: `This image is too large. ${ACCEPTED_IMAGES}`,
  sendMultipart: `Send the image as multipart/form-data in the field file. ${ACCEPTED_IMAGES}`,
  sendInFieldFile: `Send the image in the field file. ${ACCEPTED_IMAGES}`,
  uploadUnreadable: `The upload could not be read. ${ACCEPTED_IMAGES}`,
  uploadsPerDay: 'You can upload {max} images a day. Try again tomorrow.',
  noBackgroundLeft: 'This picture has no background left to remove: its edges are already transparent.',
  noBackgroundFound: 'No background could be told apart from the picture: it is left as it is.',
  refusedWord:
    'The description contains a word we cannot print ("{word}"). Please describe your design without it.',
  quotaExhausted: 'Quota exhausted. Resets on {date}.',
  designExpired: 'This design has expired. Create a new design or choose another one.',
  designExpiredChooseAnother: 'This design has expired. Choose another one.',
  unknownProduct: 'Unknown product {id}',
  colourNotOffered: '{product} does not come in {color}',
  fontCannotPrint: 'This font cannot print {characters}: choose another font or leave them out',
  layerTooTall:
    'This layer would be {height}% of the print area tall (at most {max}%): make it narrower or use fewer lines',
  layerOffPrintArea: 'This layer is wholly off the print area: move it onto the shirt',
  layersCoverTooMuch: 'These layers cover the print area more than {times} times over: shrink or remove some',
  noImageService: 'No image service can draw now; try again later.',
};

const et: Catalogue<typeof en> = {
  acceptedImages: ACCEPTED_IMAGES_ET,
  notAnImage: `See fail ei ole pilt, mida saaksime trükkida. ${ACCEPTED_IMAGES_ET}`,
  imageTooLarge: `See pilt on liiga suur. ${ACCEPTED_IMAGES_ET}`,
  sendMultipart: `Saada pilt multipart/form-data vormingus väljal file. ${ACCEPTED_IMAGES_ET}`,
  sendInFieldFile: `Saada pilt väljal file. ${ACCEPTED_IMAGES_ET}`,
  uploadUnreadable: `Üleslaaditud faili ei õnnestunud lugeda. ${ACCEPTED_IMAGES_ET}`,
  uploadsPerDay: 'Päevas saab üles laadida {max} pilti. Proovi homme uuesti.',
  noBackgroundLeft: 'Sellel pildil pole enam tausta, mida eemaldada: selle servad on juba läbipaistvad.',
  noBackgroundFound: 'Tausta ei õnnestunud pildist eristada: pilt jääb selliseks, nagu see on.',
  refusedWord:
    'Kirjelduses on sõna, mida me trükkida ei saa („{word}“). Palun kirjelda oma kujundust ilma selleta.',
  quotaExhausted: 'Kvoot on täis. See uueneb {date}.',
  designExpired: 'See kujundus on aegunud. Loo uus kujundus või vali mõni teine.',
  designExpiredChooseAnother: 'See kujundus on aegunud. Vali mõni teine.',
  unknownProduct: 'Tundmatu toode {id}',
  colourNotOffered: 'Toodet {product} ei ole värvis {color}',
  fontCannotPrint:
    'Selle kirjatüübiga ei saa trükkida märke {characters}: vali mõni teine kirjatüüp või jäta need välja',
  layerTooTall:
    'See kiht oleks {height}% trükiala kõrgusest (lubatud kuni {max}%): tee see kitsamaks või kasuta vähem ridu',
  layerOffPrintArea: 'See kiht on täielikult väljaspool trükiala: nihuta see särgile',
  layersCoverTooMuch: 'Need kihid katavad trükiala üle {times} korra: vähenda neid või eemalda mõni',
  noImageService: 'Ükski pilditeenus ei saa praegu joonistada; proovi hiljem uuesti.',
};

export const DESIGN_ERRORS = { en, et };
