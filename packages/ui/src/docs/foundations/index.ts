export { ColourFoundation, ColourSwatches, ContrastTable } from './ColourFoundation';
export { TypeFoundation } from './TypeFoundation';
export { ShapeFoundation } from './ShapeFoundation';
export { LayoutFoundation } from './LayoutFoundation';
export { MotionFoundation } from './MotionFoundation';
export { ProgressFoundation } from './ProgressFoundation';
export { FormatFoundation } from './FormatFoundation';
export { contrastRatio } from './contrast';
export { contrastPairings } from './pairings';
