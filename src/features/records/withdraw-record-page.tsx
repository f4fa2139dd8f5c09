import { OrderRecordPage } from './order-record-page';

/** /m/withdrawReport (withdrawal record). */
export default function WithdrawRecordPage() {
  return <OrderRecordPage kind="withdraw" />;
}
