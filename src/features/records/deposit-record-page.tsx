import { OrderRecordPage } from './order-record-page';

/** /m/vouReport (load record). */
export default function DepositRecordPage() {
  return <OrderRecordPage kind="deposit" />;
}
