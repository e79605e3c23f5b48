/**
 * Words that are never a subject to draw, even where an icon or an emoji keyword carries them:
 * the prompt's mood, colour and style words, generic categories (emojilib tags every animal
 * 'animal'), and words that name the request itself. Without this list 'red' drew a balloon and
 * 'funny' a laughing face.
 */
// prettier-ignore
export const nonSubjects = new Set((
  'a an the and or but with without of on in at to for from by into onto over under above below near ' +
  'my your our their his her its this that these those some any very really just is are be been it ' +
  'me we you us them please make create draw design designs shirt t tshirt tee print printed image ' +
  'picture illustration graphic logo style styled featuring showing show like looks look kind sort ' +
  'type background colors colours color colour nice beautiful awesome amazing simple detailed high ' +
  'quality art artwork vector flat cool good great best new old big small tiny huge little giant ' +
  'happy sad angry funny cute kawaii scary spooky creepy silly crazy wild free fun lovely pretty ' +
  'animal animals nature food drink object objects place places activity activities sport sports ' +
  'travel symbol symbols thing things stuff people face faces body vibe vibes mood feeling ' +
  'red orange yellow green blue purple violet pink brown black white gray grey gold golden silver ' +
  'teal turquoise navy cyan magenta beige cream maroon crimson pastel neon bright dark light ' +
  'retro vintage minimalist minimal line lines outline synthwave vaporwave grunge geometric badge ' +
  'emblem patch sticker pixel pixelated silhouette doodle cartoon comic watercolor watercolour ' +
  'hand drawn sketch realistic abstract pattern modern classic iconic epic legendary ' +
  'one two three four five six seven eight nine ten many several few lots lot couple pair ' +
  'day night morning evening today tonight summer winter spring autumn fall weekend time year ' +
  'hot cold warm cool wet dry soft hard fast slow strong loud quiet ' +
  'yes no not never always only ever forever again here there where when what who how why ' +
  'text word words saying says say quote slogan letter letters lettering typography font ' +
  'smile smiley laugh joy lol haha ok okay win winner success top up down left right ' +
  'check mark sign signs button square circle triangle shape shapes line dot dots ' +
  'celebration birthday christmas halloween holiday party vacation travel adventure journey ' +
  'nation country culture world use using roll head part side end next front back top inside outside along together out ' +
  'i my mine myself sleepy tired hungry lazy grumpy pensive worried confused crying smiling grinning laughing winking ' +
  'kissing frowning pouting persevering weary relieved expressionless neutral unamused hushed astonished flushed ' +
  'dizzy nerd zany woozy scared screaming anguished fearful disappointed sleeping drooling lying thinking shushing ' +
  'yawning exploding nauseated vomiting sneezing partying pleading smirking squinting beaming melting saluting ' +
  'slice piece stack pile bunch handful heap bit set full empty player herd swarm flock pack'
).split(' '));
