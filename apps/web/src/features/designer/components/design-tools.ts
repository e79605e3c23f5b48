// The designer's parts used only once a design is on the shirt, in one chunk of their own
// (lazy-parts.ts): the design with its layers and movable frame, the placement controls and the
// candidates.
export { CandidatePicker } from './candidate-picker';
export { DesignOnStage } from './design-on-stage';
export { PlacementControls } from './placement-controls';
