/**
 * Where the picture takes place and when. A setting draws a backdrop behind the subjects
 * (composition/backdrops.ts); words naming one are read before subjects, so 'ocean' becomes the
 * sea behind a surfer rather than a second subject beside it.
 */
export type Setting =
  | 'space'
  | 'ocean'
  | 'underwater'
  | 'beach'
  | 'forest'
  | 'jungle'
  | 'city'
  | 'mountains'
  | 'desert'
  | 'snow'
  | 'sky'
  | 'meadow'
  | 'lake';

export type TimeOfDay = 'night' | 'sunset' | 'day';

// prettier-ignore
export const settingWords: Record<string, Setting> = {
  space: 'space', 'outer space': 'space', galaxy: 'space', cosmos: 'space', universe: 'space', cosmic: 'space',
  ocean: 'ocean', sea: 'ocean', seas: 'ocean', waves: 'ocean', surf: 'ocean', seaside: 'ocean', coast: 'ocean', harbor: 'ocean',
  underwater: 'underwater', 'under water': 'underwater', 'under the sea': 'underwater', reef: 'underwater', 'coral reef': 'underwater',
  deep: 'underwater', aquarium: 'underwater',
  beach: 'beach', shore: 'beach', island: 'beach', tropical: 'beach', tropics: 'beach', paradise: 'beach',
  forest: 'forest', woods: 'forest', woodland: 'forest', wood: 'forest', camping: 'forest',
  jungle: 'jungle', rainforest: 'jungle', 'rain forest': 'jungle',
  city: 'city', skyline: 'city', town: 'city', street: 'city', streets: 'city', downtown: 'city', urban: 'city',
  metropolis: 'city', 'new york': 'city', tokyo: 'city', london: 'city', paris: 'city', tallinn: 'city', rooftops: 'city',
  mountains: 'mountains', hills: 'mountains', alps: 'mountains', peaks: 'mountains', valley: 'mountains', summit: 'mountains',
  'mountain range': 'mountains', hiking: 'mountains', hike: 'mountains',
  desert: 'desert', dunes: 'desert', canyon: 'desert', sahara: 'desert', 'wild west': 'desert', western: 'desert',
  snow: 'snow', snowy: 'snow', arctic: 'snow', antarctica: 'snow', winter: 'snow', frozen: 'snow', tundra: 'snow',
  sky: 'sky', clouds: 'sky', cloudy: 'sky', air: 'sky', heaven: 'sky',
  meadow: 'meadow', field: 'meadow', fields: 'meadow', garden: 'meadow', grass: 'meadow', farm: 'meadow', park: 'meadow',
  countryside: 'meadow', spring: 'meadow',
  lake: 'lake', river: 'lake', pond: 'lake', lagoon: 'lake', pool: 'lake',
  savanna: 'desert', savannah: 'desert', safari: 'desert', prairie: 'meadow',
};

// prettier-ignore
export const timeWords: Record<string, TimeOfDay> = {
  night: 'night', midnight: 'night', nighttime: 'night', 'at night': 'night', moonlight: 'night', moonlit: 'night',
  starry: 'night', 'night sky': 'night', nocturnal: 'night', dark: 'night',
  sunset: 'sunset', sundown: 'sunset', dusk: 'sunset', twilight: 'sunset', 'golden hour': 'sunset', sunrise: 'sunset',
  dawn: 'sunset', evening: 'sunset',
  day: 'day', daytime: 'day', sunny: 'day', noon: 'day', morning: 'day', 'sunny day': 'day', summer: 'day',
};

// Setting words that describe rather than name a place: not listed among the subjects drawn.
export const settingAdjectives = new Set([
  'cosmic',
  'tropical',
  'urban',
  'snowy',
  'frozen',
  'cloudy',
  'deep',
  'western',
  'hiking',
  'camping',
  'winter',
  'spring',
  'underwater',
  'under water',
  'under the sea',
  'hike',
]);
