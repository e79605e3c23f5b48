import type { EstonianNouns } from './lexicon';

/**
 * Animals and creatures in Estonian, keyed by the English word the reader already knows. Each
 * value gives a noun's principal parts as a dictionary does: nominative, genitive, partitive
 * and partitive plural ('rebane rebase rebast rebaseid'); other words for it after '|'.
 */
// prettier-ignore
export const animals: EstonianNouns = {
  cat: 'kass kassi kassi kasse | kiisu kiisu kiisut kiisusid | kiisuke kiisukese kiisukest kiisukesi',
  kitten: 'kassipoeg kassipoja kassipoega kassipoegi',
  dog: 'koer koera koera koeri koerte | kutsu kutsu kutsut kutsusid', puppy: 'kutsikas kutsika kutsikat kutsikaid',
  fox: 'rebane rebase rebast rebaseid | repsik repsiku repsikut repsikuid', wolf: 'hunt hundi hunti hunte',
  bear: 'karu karu karu karusid | mõmmi mõmmi mõmmit mõmmisid', 'polar bear': 'jääkaru jääkaru jääkaru jääkarusid',
  'teddy bear': 'mängukaru mängukaru mängukaru mängukarusid | kaisukaru kaisukaru kaisukaru kaisukarusid',
  panda: 'panda panda pandat pandasid', rabbit: 'jänes jänese jänest jäneseid | küülik küüliku küülikut küülikuid',
  bunny: 'jänku jänku jänkut jänkusid', horse: 'hobune hobuse hobust hobuseid', pony: 'poni poni ponit ponisid',
  cow: 'lehm lehma lehma lehmi', pig: 'siga sea siga sigu | põrsas põrsa põrsast põrsaid', sheep: 'lammas lamba lammast lambaid',
  goat: 'kits kitse kitse kitsi', chicken: 'kana kana kana kanu', rooster: 'kukk kuke kukke kukki', chick: 'tibu tibu tibu tibusid',
  duck: 'part pardi parti parte', duckling: 'pardipoeg pardipoja pardipoega pardipoegi | pardike pardikese pardikest pardikesi',
  goose: 'hani hane hane hanesid', turkey: 'kalkun kalkuni kalkunit kalkuneid', bird: 'lind linnu lindu linde | linnuke linnukese linnukest linnukesi',
  owl: 'öökull öökulli öökulli öökulle | kakk kaku kakku kakke', eagle: 'kotkas kotka kotkast kotkaid',
  parrot: 'papagoi papagoi papagoid papagoisid', penguin: 'pingviin pingviini pingviini pingviine',
  flamingo: 'flamingo flamingo flamingot flamingosid', swan: 'luik luige luike luiki', peacock: 'paabulind paabulinnu paabulindu paabulinde',
  crow: 'vares varese varest vareseid', raven: 'ronk ronga ronka ronki', pigeon: 'tuvi tuvi tuvi tuvisid',
  swallow: 'pääsuke pääsukese pääsukest pääsukesi', seagull: 'kajakas kajaka kajakat kajakaid',
  hummingbird: 'koolibri koolibri koolibrit koolibrisid', fish: 'kala kala kala kalu', goldfish: 'kuldkala kuldkala kuldkala kuldkalu',
  shark: 'hai hai haid haisid', whale: 'vaal vaala vaala vaalu', dolphin: 'delfiin delfiini delfiini delfiine',
  octopus: 'kaheksajalg kaheksajala kaheksajalga kaheksajalgu', jellyfish: 'meduus meduusi meduusi meduuse',
  crab: 'krabi krabi krabi krabisid', lobster: 'homaar homaari homaari homaare', shrimp: 'krevett kreveti krevetti krevette',
  seal: 'hüljes hülge hüljest hülgeid', seahorse: 'merihobuke merihobukese merihobukest merihobukesi',
  starfish: 'meritäht meritähe meritähte meritähti', turtle: 'kilpkonn kilpkonna kilpkonna kilpkonni', frog: 'konn konna konna konni',
  snake: 'madu mao madu madusid', lizard: 'sisalik sisaliku sisalikku sisalikke', crocodile: 'krokodill krokodilli krokodilli krokodille',
  dinosaur: 'dinosaurus dinosauruse dinosaurust dinosauruseid | dino dino dinot dinosid',
  't rex': 'türannosaurus türannosauruse türannosaurust türannosauruseid', dragon: 'draakon draakoni draakonit draakoneid',
  unicorn: 'ükssarvik ükssarviku ükssarvikut ükssarvikuid', lion: 'lõvi lõvi lõvi lõvisid', tiger: 'tiiger tiigri tiigrit tiigreid',
  leopard: 'leopard leopardi leopardi leoparde', elephant: 'elevant elevandi elevanti elevante',
  giraffe: 'kaelkirjak kaelkirjaku kaelkirjakut kaelkirjakuid', zebra: 'sebra sebra sebrat sebrasid', monkey: 'ahv ahvi ahvi ahve',
  gorilla: 'gorilla gorilla gorillat gorillasid', hippo: 'jõehobu jõehobu jõehobu jõehobusid',
  rhino: 'ninasarvik ninasarviku ninasarvikut ninasarvikuid', kangaroo: 'känguru känguru kängurut kängurusid',
  koala: 'koaala koaala koaalat koaalasid', sloth: 'laiskloom laisklooma laisklooma laiskloomi',
  raccoon: 'pesukaru pesukaru pesukaru pesukarusid', squirrel: 'orav orava oravat oravaid', hedgehog: 'siil siili siili siile',
  mouse: 'hiir hiire hiirt hiiri', rat: 'rott roti rotti rotte', hamster: 'hamster hamstri hamstrit hamstreid',
  deer: 'hirv hirve hirve hirvi', reindeer: 'põhjapõder põhjapõdra põhjapõtra põhjapõtru', moose: 'põder põdra põtra põtru',
  boar: 'metssiga metssea metssiga metssigu', badger: 'mäger mägra mägra mägrasid', beaver: 'kobras kopra koprat kopraid',
  lynx: 'ilves ilvese ilvest ilveseid', llama: 'laama laama laamat laamasid', camel: 'kaamel kaameli kaamelit kaameleid',
  bat: 'nahkhiir nahkhiire nahkhiirt nahkhiiri', bee: 'mesilane mesilase mesilast mesilasi | mesimumm mesimummi mesimummi mesimumme',
  bumblebee: 'kimalane kimalase kimalast kimalasi', butterfly: 'liblikas liblika liblikat liblikaid',
  ladybug: 'lepatriinu lepatriinu lepatriinut lepatriinusid', spider: 'ämblik ämbliku ämblikku ämblikke',
  snail: 'tigu teo tigu tigusid', ant: 'sipelgas sipelga sipelgat sipelgaid', worm: 'uss ussi ussi usse',
  caterpillar: 'röövik rööviku röövikut röövikuid', bug: 'putukas putuka putukat putukaid',
  scorpion: 'skorpion skorpioni skorpioni skorpione', phoenix: 'fööniks fööniksi fööniksit föönikseid',
};
