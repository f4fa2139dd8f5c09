/** The virtual list of the UI kit, apart from its index so only the pages that use it load @tanstack/react-virtual (issue 15). */
export { VirtualTileGrid, type VirtualTileGridProps } from './components/virtual-tile-grid';
