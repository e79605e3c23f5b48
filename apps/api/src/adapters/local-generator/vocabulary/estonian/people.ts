import type { EstonianNouns } from './lexicon';

/** People, roles and fantasy figures in Estonian, keyed by the English word the reader knows. */
// prettier-ignore
export const people: EstonianNouns = {
  person: 'inimene inimese inimest inimesi', man: 'mees mehe meest mehi', woman: 'naine naise naist naisi',
  boy: 'poiss poisi poissi poisse', girl: 'tüdruk tüdruku tüdrukut tüdrukuid', child: 'laps lapse last lapsi',
  baby: 'beebi beebi beebit beebisid', grandma: 'vanaema vanaema vanaema vanaemasid', grandpa: 'vanaisa vanaisa vanaisa vanaisasid',
  doctor: 'arst arsti arsti arste', firefighter: 'tuletõrjuja tuletõrjuja tuletõrjujat tuletõrjujaid',
  police: 'politseinik politseiniku politseinikku politseinikke', farmer: 'talunik taluniku talunikku talunikke',
  scientist: 'teadlane teadlase teadlast teadlasi', teacher: 'õpetaja õpetaja õpetajat õpetajaid',
  student: 'õpilane õpilase õpilast õpilasi | tudeng tudengi tudengit tudengeid', artist: 'kunstnik kunstniku kunstnikku kunstnikke',
  singer: 'laulja laulja lauljat lauljaid', dancer: 'tantsija tantsija tantsijat tantsijaid', surfer: 'surfar surfari surfarit surfareid',
  skier: 'suusataja suusataja suusatajat suusatajaid', pilot: 'piloot piloodi pilooti piloote',
  detective: 'detektiiv detektiivi detektiivi detektiive', soldier: 'sõdur sõduri sõdurit sõdureid',
  mechanic: 'mehaanik mehaaniku mehaanikut mehaanikuid', astronaut: 'astronaut astronaudi astronauti astronaute | kosmonaut kosmonaudi kosmonauti kosmonaute',
  pirate: 'piraat piraadi piraati piraate', wizard: 'võlur võluri võlurit võlureid', witch: 'nõid nõia nõida nõidu',
  king: 'kuningas kuninga kuningat kuningaid', queen: 'kuninganna kuninganna kuningannat kuningannasid',
  prince: 'prints printsi printsi printse', princess: 'printsess printsessi printsessi printsesse', knight: 'rüütel rüütli rüütlit rüütleid',
  viking: 'viiking viikingi viikingit viikingeid', ninja: 'ninja ninja ninjat ninjasid', cowboy: 'kauboi kauboi kauboid kauboisid',
  chef: 'kokk koka kokka kokki', santa: 'jõuluvana jõuluvana jõuluvana jõuluvanasid | näärivana näärivana näärivana näärivanasid',
  snowman: 'lumememm lumememme lumememme lumememmesid', angel: 'ingel ingli inglit ingleid', devil: 'kurat kuradi kuradit kuradeid',
  superhero: 'superkangelane superkangelase superkangelast superkangelasi', mermaid: 'merineitsi merineitsi merineitsit merineitsisid',
  fairy: 'haldjas haldja haldjat haldjaid', ghost: 'kummitus kummituse kummitust kummitusi | vaim vaimu vaimu vaime',
  alien: 'tulnukas tulnuka tulnukat tulnukaid', monster: 'koletis koletise koletist koletisi', robot: 'robot roboti robotit roboteid',
  ufo: 'ufo ufo ufot ufosid', zombie: 'zombi zombi zombit zombisid', vampire: 'vampiir vampiiri vampiiri vampiire',
  skull: 'kolju kolju kolju koljusid | pealuu pealuu pealuud pealuid', skeleton: 'luukere luukere luukeret luukeresid',
  elf: 'päkapikk päkapiku päkapikku päkapikke', genie: 'džinn džinni džinni džinne',
};
