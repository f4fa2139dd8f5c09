import { VendorLobby } from './vendor-lobby-page';

/** /m/slotsCenter (ENGAGE-06). */
export default function SlotsCentrePage() {
  return <VendorLobby slotsOnly />;
}
