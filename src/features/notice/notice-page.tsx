import { NoticeList } from './notice-list';

/** /m/notice (ROUTE-06, NOTICE-04): the announcement list; the header's back goes home (chrome rules). */
export default function NoticePage() {
  return <NoticeList kind="player" />;
}
