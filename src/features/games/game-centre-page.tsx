import { VendorLobby } from './vendor-lobby-page';

/** /m/gameCenter (ENGAGE-06). */
export default function GameCentrePage() {
  return <VendorLobby slotsOnly={false} />;
}
