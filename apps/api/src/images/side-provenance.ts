import type { Layer } from '@prompttee/domain';
import { readXmp } from './png-xmp';
import { parseProvenanceXmp, type Provenance } from './provenance';

/**
 * What a composed side says about itself: nothing when no generated design is on it (a customer's
 * own picture and texts); the design's own statement when it is the side's only layer; otherwise a
 * composite that includes generated media (IPTC's compositeWithTrainedAlgorithmicMedia when a
 * trained model drew any of it, else compositeSynthetic), with each generated design's prompt and
 * subjects, so the AI Act's marking survives the customer's edits.
 */
export function sideProvenance(
  layers: readonly Layer[],
  images: ReadonlyMap<string, Buffer>,
): Provenance | null {
  const generated: Provenance[] = [];
  for (const layer of layers) {
    if (layer.type !== 'image') continue;
    const packet = readXmp(images.get(layer.design_id) ?? Buffer.alloc(0));
    const provenance = packet ? parseProvenanceXmp(packet) : null;
    if (provenance && !generated.some((p) => p.prompt === provenance.prompt)) generated.push(provenance);
  }
  const [first] = generated;
  if (!first) return null;
  if (layers.length === 1) return first;
  return {
    prompt: generated.map((p) => p.prompt).join(' | '),
    subjects: [...new Set(generated.flatMap((p) => p.subjects))],
    creatorTool: first.creatorTool,
    digitalSourceType: generated.some((p) => p.digitalSourceType === 'trainedAlgorithmicMedia')
      ? 'compositeWithTrainedAlgorithmicMedia'
      : 'compositeSynthetic',
  };
}
