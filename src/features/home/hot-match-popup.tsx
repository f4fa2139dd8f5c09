import styled from 'styled-components';
import { useLaunchGame } from '@/features/games';
import { Button, Dialog, DIALOG_PRIORITY, StackList, token } from '@/ui';
import { RowCard } from '@/ui/patterns/row-card';
import { closeHotMatchPopup, matchEpoch, useHotMatchStore } from './hot-match-store';
import { useLanguage, useTexts } from '@/i18n';
import { formatDateTime } from '@/lib/formats';

/** A row card, raised above the dialog's surface. */
const Row = styled(RowCard)`
  background: ${token('color.bg.raised')};
  & div {
    flex: 1;
    min-width: 0;
  }
  & strong {
    display: block;
    font-size: ${token('font.size.sm')};
  }
  & small {
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.xs')};
  }
`;

/** HOTMATCH-09..11: the shell's hot-match popup, opened and closed by the store flag; each match with a play button. */
export function HotMatchPopup() {
  const t = useTexts('home');
  const open = useHotMatchStore((state) => state.popupOpen);
  const matches = useHotMatchStore((state) => state.matches);
  const launch = useLaunchGame();
  const language = useLanguage();
  if (!open) return null;
  return (
    <Dialog
      open
      title={t('hotMatches.title')}
      onClose={closeHotMatchPopup}
      testId="hot-match-popup"
      priority={DIALOG_PRIORITY.hotMatch}
    >
      <StackList aria-label={t('hotMatches.title')}>
        {matches.map((match, index) => (
          <Row key={`${String(match.nodeId)}-${index}`}>
            <div>
              <strong>
                <bdi>{match.homeTeam}</bdi> – <bdi>{match.awayTeam}</bdi>
              </strong>
              <small>
                <bdi>{match.league}</bdi> ·{' '}
                <time>{formatDateTime(matchEpoch(match), language, 'numericDayMonthTime')}</time>
              </small>
            </div>
            <Button
              small
              onClick={() => {
                closeHotMatchPopup();
                void launch({ nodeId: match.nodeId, vassalage: match.vendor, roomId: match.roomId });
              }}
            >
              {t('hotMatches.play')}
            </Button>
          </Row>
        ))}
      </StackList>
    </Dialog>
  );
}
