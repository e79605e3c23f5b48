/** IPTC's digital source types: drawn by a program from rules, by a model trained on images, or composed with such. */
export const DIGITAL_SOURCE_TYPES = {
  algorithmicMedia: 'http://cv.iptc.org/newscodes/digitalsourcetype/algorithmicMedia',
  trainedAlgorithmicMedia: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
  // A customer's layers around a generated design: their texts and pictures with the generator's.
  compositeSynthetic: 'http://cv.iptc.org/newscodes/digitalsourcetype/compositeSynthetic',
  compositeWithTrainedAlgorithmicMedia:
    'http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia',
} as const;

/**
 * What a generated image says about itself (EU AI Act Article 50 asks generated images to be
 * marked in a machine-readable way): the prompt, the subjects drawn (lowercase singular nouns),
 * the generator and model, and how it was made.
 */
export type Provenance = {
  prompt: string;
  subjects: string[];
  creatorTool: string;
  digitalSourceType: keyof typeof DIGITAL_SOURCE_TYPES;
};

// XML 1.0 forbids most control characters even when escaped; they carry nothing a reader needs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;

const xml = (text: string) =>
  text
    .replace(CONTROL, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** An XMP packet (Dublin Core, XMP basic, IPTC Extension) describing a generated image. */
export function provenanceXmp(p: Provenance): string {
  const subjects = p.subjects.map((s) => `<rdf:li>${xml(s)}</rdf:li>`).join('');
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/">',
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${xml(p.prompt)}</rdf:li></rdf:Alt></dc:description>`,
    `<dc:subject><rdf:Bag>${subjects}</rdf:Bag></dc:subject>`,
    `<xmp:CreatorTool>${xml(p.creatorTool)}</xmp:CreatorTool>`,
    `<Iptc4xmpExt:DigitalSourceType>${DIGITAL_SOURCE_TYPES[p.digitalSourceType]}</Iptc4xmpExt:DigitalSourceType>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('\n');
}

const unxml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

/** Reads back what provenanceXmp wrote (tests, the operator console); null for a foreign packet. */
export function parseProvenanceXmp(packet: string): Provenance | null {
  const one = (re: RegExp) => re.exec(packet)?.[1];
  const prompt = one(/<dc:description><rdf:Alt><rdf:li[^>]*>([\s\S]*?)<\/rdf:li>/);
  const creatorTool = one(/<xmp:CreatorTool>([\s\S]*?)<\/xmp:CreatorTool>/);
  const source = one(/<Iptc4xmpExt:DigitalSourceType>([\s\S]*?)<\/Iptc4xmpExt:DigitalSourceType>/);
  const bag = one(/<dc:subject><rdf:Bag>([\s\S]*?)<\/rdf:Bag><\/dc:subject>/) ?? '';
  const type = (Object.keys(DIGITAL_SOURCE_TYPES) as (keyof typeof DIGITAL_SOURCE_TYPES)[]).find(
    (k) => DIGITAL_SOURCE_TYPES[k] === source,
  );
  if (prompt === undefined || creatorTool === undefined || !type) return null;
  return {
    prompt: unxml(prompt),
    subjects: [...bag.matchAll(/<rdf:li>([\s\S]*?)<\/rdf:li>/g)].map((m) => unxml(m[1] ?? '')),
    creatorTool: unxml(creatorTool),
    digitalSourceType: type,
  };
}
