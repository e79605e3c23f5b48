import type { EstonianNouns } from './lexicon';

/** Plants, sky, buildings and landscapes in Estonian, keyed by the English word the reader knows. */
// prettier-ignore
export const nature: EstonianNouns = {
  house: 'maja maja maja maju', home: 'kodu kodu kodu kodusid', cabin: 'onn onni onni onne', castle: 'loss lossi lossi losse',
  church: 'kirik kiriku kirikut kirikuid', tower: 'torn torni torni torne', lighthouse: 'tuletorn tuletorni tuletorni tuletorne',
  windmill: 'tuuleveski tuuleveski tuuleveskit tuuleveskeid', bridge: 'sild silla silda sildu',
  'ferris wheel': 'vaateratas vaateratta vaateratast vaaterattaid', fountain: 'purskkaev purskkaevu purskkaevu purskkaeve',
  school: 'kool kooli kooli koole', building: 'hoone hoone hoonet hooneid', skyscraper: 'pilvelõhkuja pilvelõhkuja pilvelõhkujat pilvelõhkujaid',
  barn: 'küün küüni küüni küüne', volcano: 'vulkaan vulkaani vulkaani vulkaane', mountain: 'mägi mäe mäge mägesid',
  hill: 'küngas künka küngast künkaid', 'mountain range': 'mäestik mäestiku mäestikku mäestikke', island: 'saar saare saart saari',
  tree: 'puu puu puud puid | kask kase kaske kaski', 'pine tree': 'mänd männi mändi mände', fir: 'kuusk kuuse kuuske kuuski',
  'christmas tree': 'jõulukuusk jõulukuuse jõulukuuske jõulukuuski', oak: 'tamm tamme tamme tammesid', 'palm tree': 'palm palmi palmi palme',
  cactus: 'kaktus kaktuse kaktust kaktuseid', plant: 'taim taime taime taimi', flower: 'lill lille lille lilli | õis õie õit õisi',
  rose: 'roos roosi roosi roose', tulip: 'tulp tulbi tulpi tulpe', sunflower: 'päevalill päevalille päevalille päevalilli',
  daisy: 'karikakar karikakra karikakart karikakraid', lily: 'liilia liilia liiliat liiliaid', lotus: 'lootos lootose lootost lootoseid',
  'cherry blossom': 'kirsiõis kirsiõie kirsiõit kirsiõisi', bouquet: 'lillekimp lillekimbu lillekimpu lillekimpe',
  leaf: 'leht lehe lehte lehti', clover: 'ristik ristiku ristikut ristikuid', feather: 'sulg sule sulge sulgi', nest: 'pesa pesa pesa pesasid',
  sun: 'päike päikese päikest päikeseid', moon: 'kuu kuu kuud kuid', 'full moon': 'täiskuu täiskuu täiskuud täiskuid',
  star: 'täht tähe tähte tähti', comet: 'komeet komeedi komeeti komeete', cloud: 'pilv pilve pilve pilvi',
  rainbow: 'vikerkaar vikerkaare vikerkaart vikerkaari', lightning: 'välk välgu välku välke', storm: 'torm tormi tormi torme',
  rain: 'vihm vihma vihma vihmu', snowflake: 'lumehelves lumehelbe lumehelvest lumehelbeid', tornado: 'tornaado tornaado tornaadot tornaadosid',
  wave: 'laine laine lainet laineid', waterfall: 'juga joa juga jugasid',
  // Settings: drawn as the place behind the subjects
  space: 'kosmos kosmose kosmost kosmoseid | avakosmos avakosmose avakosmost avakosmoseid', galaxy: 'galaktika galaktika galaktikat galaktikaid',
  universe: 'universum universumi universumit universumeid', ocean: 'ookean ookeani ookeani ookeane', sea: 'meri mere merd meresid',
  coast: 'rannik ranniku rannikut rannikuid', harbor: 'sadam sadama sadamat sadamaid', 'coral reef': 'korallrahu korallrahu korallrahu korallrahusid',
  reef: 'riff riffi riffi riffe', aquarium: 'akvaarium akvaariumi akvaariumi akvaariume', beach: 'rand ranna randa randu',
  forest: 'mets metsa metsa metsi', jungle: 'džungel džungli džunglit džungleid | dzhungel dzhungli dzhunglit dzhungleid',
  rainforest: 'vihmamets vihmametsa vihmametsa vihmametsi', city: 'linn linna linna linnasid', street: 'tänav tänava tänavat tänavaid',
  'old town': 'vanalinn vanalinna vanalinna vanalinnu', desert: 'kõrb kõrbe kõrbe kõrbeid', dunes: 'luide luite luidet luiteid',
  canyon: 'kanjon kanjoni kanjonit kanjoneid', snow: 'lumi lume lund lumesid', sky: 'taevas taeva taevast taevaid',
  meadow: 'niit niidu niitu niite | aas aasa aasa aasu', field: 'põld põllu põldu põlde', garden: 'aed aia aeda aedu',
  grass: 'muru muru muru murusid | rohi rohu rohtu rohte', farm: 'talu talu talu talusid', park: 'park pargi parki parke',
  lake: 'järv järve järve järvi', river: 'jõgi jõe jõge jõgesid', pond: 'tiik tiigi tiiki tiike', pool: 'bassein basseini basseini basseine',
  valley: 'org oru orgu orge', savanna: 'savann savanni savanni savanne', prairie: 'preeria preeria preeriat preeriaid',
  tundra: 'tundra tundra tundrat tundraid', arctic: 'arktika arktika arktikat arktikaid', antarctica: 'antarktika antarktika antarktikat antarktikaid',
  // The capitals the shop ships to, drawn as their landmarks
  tallinn: 'tallinn tallinna tallinna', toompea: 'toompea toompea toompead',
  vienna: 'viin viini viini', brussels: 'brüssel brüsseli brüsselit', nicosia: 'nikosia nikosia nikosiat', prague: 'praha praha prahat',
  copenhagen: 'kopenhaagen kopenhaageni kopenhaagenit', helsinki: 'helsingi helsingi helsingit', paris: 'pariis pariisi pariisi',
  berlin: 'berliin berliini berliini', athens: 'ateena ateena ateenat', rome: 'rooma rooma roomat', riga: 'riia riia riiat',
  warsaw: 'varssavi varssavi varssavit', lisbon: 'lissabon lissaboni lissaboni', bucharest: 'bukarest bukaresti bukaresti',
  'luxembourg city': 'luksemburg luksemburgi luksemburgi', vilnius: 'vilnius vilniuse vilniust',
};

/** Times of day: 'öösel', 'päikeseloojangul' say when, so they read as 'at night', 'at sunset'. */
// prettier-ignore
export const times: EstonianNouns = {
  night: 'öö öö ööd öid', midnight: 'kesköö kesköö keskööd kesköid',
  sunset: 'päikeseloojang päikeseloojangu päikeseloojangut päikeseloojanguid | loojang loojangu loojangut loojanguid',
  sunrise: 'päikesetõus päikesetõusu päikesetõusu päikesetõuse', dawn: 'koit koidu koitu koite', dusk: 'hämarik hämariku hämarikku hämarikke',
  twilight: 'videvik videviku videvikku videvikke', evening: 'õhtu õhtu õhtut õhtuid', morning: 'hommik hommiku hommikut hommikuid',
  day: 'päev päeva päeva päevi', moonlight: 'kuuvalgus kuuvalguse kuuvalgust kuuvalgusi', 'night sky': 'öötaevas öötaeva öötaevast öötaevaid',
  winter: 'talv talve talve talvi', summer: 'suvi suve suve suvesid', spring: 'kevad kevade kevadet kevadeid', autumn: 'sügis sügise sügist sügiseid',
};
