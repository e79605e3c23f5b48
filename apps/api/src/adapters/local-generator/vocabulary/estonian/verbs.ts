/**
 * Verbs in Estonian, keyed by the English reading ('reading', 'looking at'). Each value gives
 * the ma-infinitive, the da-infinitive and the present stem ('lugema lugeda loe': loeb, lugev,
 * lugemas, luges...), other verbs for it after '|'.
 */
export type EstonianVerbs = Record<string, string>;

// prettier-ignore
export const verbs: EstonianVerbs = {
  reading: 'lugema lugeda loe', holding: 'hoidma hoida hoia', wearing: 'kandma kanda kanna', eating: 'sööma süüa söö | näksima näksida näksi',
  drinking: 'jooma juua joo | rüüpama rüübata rüüpa', playing: 'mängima mängida mängi', riding: 'sõitma sõita sõida | ratsutama ratsutada ratsuta',
  driving: 'juhtima juhtida juhi | roolima roolida rooli', surfing: 'surfama surfata surfa | surfima surfida surfi', flying: 'lendama lennata lenda',
  swimming: 'ujuma ujuda uju', running: 'jooksma joosta jookse', jumping: 'hüppama hüpata hüppa', dancing: 'tantsima tantsida tantsi',
  sitting: 'istuma istuda istu', standing: 'seisma seista seisa', sleeping: 'magama magada maga', lying: 'lamama lamada lama',
  howling: 'uluma uluda ulu | ulguma ulguda ulgu', 'looking at': 'vaatama vaadata vaata', 'staring at': 'vahtima vahtida vahi',
  chasing: 'jälitama jälitada jälita', fishing: 'kalastama kalastada kalasta | õngitsema õngitseda õngitse', painting: 'maalima maalida maali',
  drawing: 'joonistama joonistada joonista', cooking: 'kokkama kokata kokka | keetma keeta keeda', baking: 'küpsetama küpsetada küpseta',
  hugging: 'kallistama kallistada kallista', juggling: 'žongleerima žongleerida žongleeri', catching: 'püüdma püüda püüa',
  throwing: 'viskama visata viska', skating: 'uisutama uisutada uisuta', skateboarding: 'rulatama rulatada rulata',
  skiing: 'suusatama suusatada suusata', sailing: 'purjetama purjetada purjeta', climbing: 'ronima ronida roni', singing: 'laulma laulda laula',
  waving: 'lehvitama lehvitada lehvita', meeting: 'kohtuma kohtuda kohtu', fighting: 'võitlema võidelda võitle', kissing: 'suudlema suudelda suudle',
  loving: 'armastama armastada armasta', using: 'kasutama kasutada kasuta', carrying: 'tassima tassida tassi', biting: 'hammustama hammustada hammusta | närima närida näri',
  licking: 'lakkuma lakkuda laku', floating: 'hõljuma hõljuda hõlju', smiling: 'naeratama naeratada naerata', laughing: 'naerma naerda naera',
  walking: 'kõndima kõndida kõnni | jalutama jalutada jaluta', hiding: 'peituma peituda peitu', waiting: 'ootama oodata oota',
  dreaming: 'unistama unistada unista', meditating: 'mediteerima mediteerida mediteeri', grabbing: 'haarama haarata haara',
};

/** Verbs whose comitative names what is ridden, not a companion: 'sõidab rulaga' rides a skateboard. */
export const rideVerbs = new Set([
  'riding',
  'driving',
  'surfing',
  'flying',
  'sailing',
  'skating',
  'skateboarding',
  'skiing',
]);
