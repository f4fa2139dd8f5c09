import { ReportPage } from './report-page';

/** /m/vouReport (load record). */
export default function DepositRecordPage() {
  return <ReportPage kind="deposit" />;
}
