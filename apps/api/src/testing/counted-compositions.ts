import type { ImageWork } from '../images/workers/image-work';

/** Counts the sides `imageWork` composes from now on (the pool still does the work). */
export function countCompositions(imageWork: ImageWork): { readonly count: number } {
  const { composeLayers } = imageWork;
  const counter = { count: 0 };
  imageWork.composeLayers = (...args) => {
    counter.count++;
    return composeLayers(...args);
  };
  return counter;
}
