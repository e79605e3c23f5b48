/**
 * Where the composition `hash` (a customer's layers drawn into one side) keeps its files. A module
 * of its own: the designer's housekeeping needs the keys without the image code that draws them.
 */
export const composedFileKeys = (hash: string) => ({
  hash,
  printKey: `private/composed/${hash}/print.png`,
  thumbnailKey: `composed/${hash}/thumb.webp`,
});
