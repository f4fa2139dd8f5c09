/** The virtual lists of the UI kit, apart from its index so only the pages that use them load @tanstack/react-virtual (issue 15). */
export { VirtualTileGrid, type VirtualTileGridProps } from './components/virtual-tile-grid';
export {
  VirtualStackList,
  WHOLE_LIST_ROWS,
  type VirtualRowPlace,
  type VirtualStackListProps,
} from './components/virtual-stack-list';
export { PacedImage, type PacedImageProps } from './components/paced-image';
