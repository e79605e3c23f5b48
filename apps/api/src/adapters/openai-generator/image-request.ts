import type { ImageEditParamsNonStreaming, ImageGenerateParamsNonStreaming } from 'openai/resources/images';

/**
 * Wraps the customer's words in a brief for print artwork: the models otherwise like to draw a
 * shirt on a model, or a framed poster, which would then be printed onto the shirt.
 */
export function printBrief(prompt: string, transparent: boolean): string {
  const background = transparent ? 'a transparent background' : 'a plain white background';
  return (
    `Artwork for a t-shirt print: ${prompt.trim()}. ` +
    `One centred design on ${background}. No t-shirt, no mockup, no person wearing it, no frame or border. ` +
    'Bold shapes, clean edges and strong colours that print well on fabric.'
  );
}

/** GPT image models take background/output_format and always answer in base64. */
export const isGptImageModel = (model: string) => /^(gpt-image|chatgpt-image)/i.test(model);

/** The request for one portrait image, in the form the model family understands. */
export function imageRequest(model: string, prompt: string): ImageGenerateParamsNonStreaming {
  if (isGptImageModel(model)) {
    return {
      model,
      prompt: printBrief(prompt, true),
      n: 1,
      // 2:3 portrait is the closest standard size to the print file's 3:4.
      size: '1024x1536',
      background: 'transparent',
      output_format: 'png',
    };
  }
  // DALL-E and most OpenAI-compatible servers: no transparency; ask for base64 rather than a URL
  // so the image does not have to be fetched from a second host.
  return {
    model,
    prompt: printBrief(prompt, false),
    n: 1,
    size: /dall-e-2/i.test(model) ? '1024x1024' : '1024x1792',
    response_format: 'b64_json',
  };
}

/** The edit of a design's picture (refining it), in the form the model family understands. */
export function imageEditRequest(
  model: string,
  prompt: string,
  image: ImageEditParamsNonStreaming['image'],
): ImageEditParamsNonStreaming {
  if (isGptImageModel(model)) {
    return {
      model,
      image,
      prompt: printBrief(prompt, true),
      n: 1,
      size: '1024x1536',
      background: 'transparent',
      output_format: 'png',
    };
  }
  return { model, image, prompt: printBrief(prompt, false), n: 1, response_format: 'b64_json' };
}
