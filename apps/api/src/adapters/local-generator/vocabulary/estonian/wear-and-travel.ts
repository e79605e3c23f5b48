import type { EstonianNouns } from './lexicon';

/** Clothing, vehicles and sport in Estonian, keyed by the English word the reader knows. */
// prettier-ignore
export const wearAndTravel: EstonianNouns = {
  hat: 'müts mütsi mütsi mütse | kübar kübara kübarat kübaraid', cap: 'nokamüts nokamütsi nokamütsi nokamütse',
  'top hat': 'silinder silindri silindrit silindreid', helmet: 'kiiver kiivri kiivrit kiivreid',
  sunglasses: '+päikeseprillid päikeseprillide päikeseprille', glasses: '+prillid prillide prille', scarf: 'sall salli salli salle',
  tie: 'lips lipsu lipsu lipse', 'bow tie': 'kikilips kikilipsu kikilipsu kikilipse', shirt: 'särk särgi särki särke',
  dress: 'kleit kleidi kleiti kleite', jeans: '+teksad teksade tekse', coat: 'mantel mantli mantlit mantleid | jope jope jopet jopesid',
  sock: 'sokk soki sokki sokke', glove: 'kinnas kinda kinnast kindaid', shoe: 'king kinga kinga kingi', sneaker: 'toss tossu tossu tosse',
  boot: 'saabas saapa saabast saapaid', mask: 'mask maski maski maske', cape: 'keep keebi keepi keepe',
  necklace: 'kaelakee kaelakee kaelakeed kaelakeesid', 'party hat': 'peomüts peomütsi peomütsi peomütse',
  car: 'auto auto autot autosid', 'race car': 'võidusõiduauto võidusõiduauto võidusõiduautot võidusõiduautosid',
  truck: 'veoauto veoauto veoautot veoautosid', bus: 'buss bussi bussi busse', taxi: 'takso takso taksot taksosid',
  tractor: 'traktor traktori traktorit traktoreid', 'fire truck': 'tuletõrjeauto tuletõrjeauto tuletõrjeautot tuletõrjeautosid',
  ambulance: 'kiirabiauto kiirabiauto kiirabiautot kiirabiautosid', train: 'rong rongi rongi ronge', tram: 'tramm trammi trammi tramme',
  bicycle: 'jalgratas jalgratta jalgratast jalgrattaid | ratas ratta ratast rattaid',
  motorcycle: 'mootorratas mootorratta mootorratast mootorrattaid | tsikkel tsikli tsiklit tsikleid',
  'kick scooter': 'tõukeratas tõukeratta tõukeratast tõukerattaid', skateboard: 'rula rula rulat rulasid | rulalaud rulalaua rulalauda rulalaudu',
  'roller skate': 'rulluisk rulluisu rulluisku rulluiske', 'ice skate': 'uisk uisu uisku uiske', ski: 'suusk suusa suuska suuski',
  snowboard: 'lumelaud lumelaua lumelauda lumelaudu', sled: 'kelk kelgu kelku kelke', surfboard: 'surfilaud surfilaua surfilauda surfilaudu',
  plane: 'lennuk lennuki lennukit lennukeid', helicopter: 'helikopter helikopteri helikopterit helikoptereid',
  rocket: 'rakett raketi raketti rakette', spaceship: 'kosmoselaev kosmoselaeva kosmoselaeva kosmoselaevu',
  satellite: 'satelliit satelliidi satelliiti satelliite', boat: 'paat paadi paati paate', sailboat: 'purjekas purjeka purjekat purjekaid',
  ship: 'laev laeva laeva laevu', 'pirate ship': 'piraadilaev piraadilaeva piraadilaeva piraadilaevu', canoe: 'kanuu kanuu kanuud kanuusid',
  submarine: 'allveelaev allveelaeva allveelaeva allveelaevu', parachute: 'langevari langevarju langevarju langevarje',
  ball: 'pall palli palli palle', football: 'jalgpall jalgpalli jalgpalli jalgpalle', basketball: 'korvpall korvpalli korvpalli korvpalle',
  volleyball: 'võrkpall võrkpalli võrkpalli võrkpalle', tennis: 'tennis tennise tennist tenniseid', racket: 'reket reketi reketit reketeid',
  golf: 'golf golfi golfi golfe', hockey: 'hoki hoki hokit hokisid | jäähoki jäähoki jäähokit jäähokisid',
  dumbbell: 'hantel hantli hantlit hantleid', 'fishing rod': 'õng õnge õnge õngesid', target: 'märklaud märklaua märklauda märklaudu',
};
