import type { EstonianNouns } from './lexicon';

/**
 * Adjectives in Estonian, keyed by the English word the reader knows: colours, sizes, moods and
 * looks. They decline like nouns ('punane', 'punase mütsiga'), so they are given the same way.
 */
// prettier-ignore
export const adjectives: EstonianNouns = {
  red: 'punane punase punast punaseid', scarlet: 'erkpunane erkpunase erkpunast erkpunaseid', crimson: 'karmiinpunane karmiinpunase karmiinpunast karmiinpunaseid',
  burgundy: 'veinipunane veinipunase veinipunast veinipunaseid', orange: 'oranž oranži oranži oranže', yellow: 'kollane kollase kollast kollaseid',
  golden: 'kuldne kuldse kuldset kuldseid', silver: 'hõbedane hõbedase hõbedast hõbedasi', green: 'roheline rohelise rohelist rohelisi',
  lime: 'heleroheline helerohelise helerohelist helerohelisi', emerald: 'smaragdroheline smaragdrohelise smaragdrohelist smaragdrohelisi',
  turquoise: 'türkiissinine türkiissinise türkiissinist türkiissiniseid', blue: 'sinine sinise sinist siniseid',
  navy: 'tumesinine tumesinise tumesinist tumesiniseid', aqua: 'helesinine helesinise helesinist helesiniseid',
  purple: 'lilla lilla lillat lillasid', violet: 'violetne violetse violetset violetseid', pink: 'roosa roosa roosat roosasid',
  brown: 'pruun pruuni pruuni pruune', beige: 'beež beeži beeži beeže', black: 'must musta musta musti', white: 'valge valge valget valgeid',
  grey: 'hall halli halli halle', pastel: 'pastelne pastelse pastelset pastelseid', 'black and white': 'mustvalge mustvalge mustvalget mustvalgeid',
  rainbow: 'vikerkaarevärviline vikerkaarevärvilise vikerkaarevärvilist vikerkaarevärvilisi',
  giant: 'hiiglaslik hiiglasliku hiiglaslikku hiiglaslikke | hiiglasuur hiiglasuure hiiglasuurt hiiglasuuri', huge: 'tohutu tohutu tohutut tohutuid',
  big: 'suur suure suurt suuri', tiny: 'tilluke tillukese tillukest tillukesi | pisitilluke pisitillukese pisitillukest pisitillukesi',
  small: 'väike väikese väikest väikeseid | väikene väikese väikest väikeseid', little: 'pisike pisikese pisikest pisikesi | pisikene pisikese pisikest pisikesi',
  cute: 'armas armsa armsat armsaid | nunnu nunnu nunnut nunnusid', happy: 'õnnelik õnneliku õnnelikku õnnelikke | rõõmus rõõmsa rõõmsat rõõmsaid',
  funny: 'naljakas naljaka naljakat naljakaid', cool: 'lahe laheda lahedat lahedaid', sad: 'kurb kurva kurba kurbi',
  angry: 'vihane vihase vihast vihaseid', fat: 'paks paksu paksu pakse', fluffy: 'kohev koheva kohevat kohevaid', sleepy: 'unine unise unist uniseid',
  spooky: 'õudne õudse õudset õudseid', cosmic: 'kosmiline kosmilise kosmilist kosmilisi', tropical: 'troopiline troopilise troopilist troopilisi',
  snowy: 'lumine lumise lumist lumiseid', dark: 'pime pimeda pimedat pimedaid | tume tumeda tumedat tumedaid',
  sunny: 'päikeseline päikeselise päikeselist päikeselisi', royal: 'kuninglik kuningliku kuninglikku kuninglikke',
  starry: 'tähine tähise tähist tähiseid', underwater: 'veealune veealuse veealust veealuseid',
  minimalist: 'minimalistlik minimalistliku minimalistlikku minimalistlikke | minimalistne minimalistse minimalistset minimalistseid',
  simple: 'lihtne lihtsa lihtsat lihtsaid', vintage: 'vanaaegne vanaaegse vanaaegset vanaaegseid', glowing: 'helendav helendava helendavat helendavaid',
  distressed: 'kulunud kulunud kulunut kulunuid', geometric: 'geomeetriline geomeetrilise geomeetrilist geomeetrilisi',
  pixelated: 'piksliline pikslilise pikslilist pikslilisi',
};

/** Words for a look that are nouns in Estonian ('kleeps', 'pikslikunst'): the style they ask for. */
// prettier-ignore
export const styleNouns: EstonianNouns = {
  'line art': 'joonekunst joonekunsti joonekunsti joonekunste | joongraafika joongraafika joongraafikat joongraafikaid',
  'line drawing': 'joonjoonistus joonjoonistuse joonjoonistust joonjoonistusi | kontuurjoonistus kontuurjoonistuse kontuurjoonistust kontuurjoonistusi',
  retro: 'retro retro retrot retrosid', neon: 'neoon neooni neooni neoone', badge: 'märk märgi märki märke | embleem embleemi embleemi embleeme',
  logo: 'logo logo logot logosid', sticker: 'kleeps kleepsu kleepsu kleepse | kleebis kleebise kleebist kleebiseid',
  'pixel art': 'pikslikunst pikslikunsti pikslikunsti pikslikunste | pikselkunst pikselkunsti pikselkunsti pikselkunste',
  pixel: 'piksel piksli pikslit piksleid', silhouette: 'siluett silueti siluetti siluette', stencil: 'šabloon šablooni šablooni šabloone',
  style: 'stiil stiili stiili stiile', christmas: '+jõulud jõulude jõule', halloween: 'halloween halloweeni halloweeni halloweene',
};
