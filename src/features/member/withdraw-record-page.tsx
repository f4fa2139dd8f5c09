import { ReportPage } from './report-page';

/** /m/withdrawReport (withdrawal record). */
export default function WithdrawRecordPage() {
  return <ReportPage kind="withdraw" />;
}
