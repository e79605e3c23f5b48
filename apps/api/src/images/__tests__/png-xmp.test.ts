import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readXmp, withXmp } from '../png-xmp';
import { parseProvenanceXmp, provenanceXmp, type Provenance } from '../provenance';

const tinyPng = () =>
  sharp({ create: { width: 4, height: 3, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } })
    .png()
    .toBuffer();

const provenance: Provenance = {
  prompt: 'a red fox <reading> "a book" & tea\u0000',
  subjects: ['fox', 'book'],
  creatorTool: 'PromptTee local generator 2',
  digitalSourceType: 'algorithmicMedia',
};

describe('XMP in PNG', () => {
  it('writes a packet that reads back, without touching the pixels', async () => {
    const png = await tinyPng();
    const marked = withXmp(png, provenanceXmp(provenance));
    expect(readXmp(png)).toBeNull();
    const packet = readXmp(marked)!;
    expect(packet.startsWith('<?xpacket begin=')).toBe(true);
    expect(parseProvenanceXmp(packet)).toEqual({
      ...provenance,
      prompt: 'a red fox <reading> "a book" & tea',
    });
    const [before, after] = await Promise.all([sharp(png).raw().toBuffer(), sharp(marked).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);
  });

  it('keeps a single packet when marked twice, and other readers see it (sharp)', async () => {
    const png = await tinyPng();
    const twice = withXmp(
      withXmp(png, provenanceXmp(provenance)),
      provenanceXmp({ ...provenance, subjects: ['owl'] }),
    );
    expect(parseProvenanceXmp(readXmp(twice)!)?.subjects).toEqual(['owl']);
    const meta = await sharp(twice).metadata();
    expect(meta.xmp?.toString('utf8')).toContain('<rdf:li>owl</rdf:li>');
  });

  it('marks the trained-model source type with its IPTC URI', () => {
    const packet = provenanceXmp({ ...provenance, digitalSourceType: 'trainedAlgorithmicMedia' });
    expect(packet).toContain('http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia');
  });

  it('refuses something that is not a PNG', () => {
    expect(() => readXmp(Buffer.from('GIF89a'))).toThrow('not a PNG');
  });
});
