import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage, useTexts } from '@/i18n';
import { imageSource } from '@/lib/image-cdn';
import { LANGUAGE_TABLE } from '@/lib/languages';
import { useSessionInfo } from '@/platform/session';
import { demoPlayAllowed } from '@/tenant/demo-play';
import { paths } from '@/tenant/paths';
import { useSiteConfig } from '@/tenant/site';
import { Button, Dialog, DialogActions, InfoRows, MutedText, token } from '@/ui';
import type { GameItem } from './api';
import { useGameMoney } from './game-money';
import { LazyJackpotAmount } from './jackpots/lazy-jackpots';
import { useLaunchGame } from './launch';

/**
 * A game's info sheet (issue 34, FIND-08, FIND-09): its picture, provider,
 * type, return to player, volatility, minimum bet and jackpot, and the ways
 * to open it: for real (a guest logs in first, LAUNCH-03) and, where its
 * vendor offers a demo and the tenant's jurisdiction allows it, for fun.
 * Values the platform sent broken are left out, never shown as 0.
 */

const Head = styled.div`
  display: flex;
  gap: ${token('space.md')};
  align-items: center;
  & img {
    flex: none;
    width: 88px;
    height: 88px;
    border-radius: ${token('radius.card')};
    background: ${token('color.bg.skeleton')};
  }
`;

const Bars = styled.span`
  display: inline-flex;
  gap: 2px;
  margin-inline-start: ${token('space.xs')};
  vertical-align: middle;
  & > i {
    width: 4px;
    border-radius: 1px;
    background: ${token('color.border.default')};
  }
  & > i[data-on='true'] {
    background: ${token('color.bg.brand')};
  }
`;

const VOLATILITY_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
type Volatility = (typeof VOLATILITY_LEVELS)[number];

const volatilityOf = (value: string | null | undefined): Volatility | null =>
  VOLATILITY_LEVELS.find((level) => level === value?.toUpperCase()) ?? null;

/** A return to player a person can believe: a percentage above 0 and at most 100. */
export const shownRtp = (rtp: number | null | undefined): number | null =>
  typeof rtp === 'number' && Number.isFinite(rtp) && rtp > 0 && rtp <= 100 ? rtp : null;

/** Whether this game may open in demo mode here: its vendor offers it and the tenant's jurisdiction allows it. */
export function useDemoAllowed(game: Pick<GameItem, 'demo'> | null): boolean {
  const config = useSiteConfig();
  return game?.demo === true && demoPlayAllowed(config);
}

function VolatilityValue({ level }: { readonly level: Volatility }) {
  const t = useTexts('discovery');
  const rank = VOLATILITY_LEVELS.indexOf(level);
  return (
    <>
      {t(`info.volatilityLevels.${level}`)}
      <Bars aria-hidden="true">
        {VOLATILITY_LEVELS.map((step, index) => (
          <i key={step} data-on={index <= rank} style={{ height: 6 + index * 4 }} />
        ))}
      </Bars>
    </>
  );
}

interface GameInfoSheetProps {
  /** The game shown; null: the sheet is closed. */
  readonly game: GameItem | null;
  readonly onClose: () => void;
}

export function GameInfoSheet({ game, onClose }: GameInfoSheetProps) {
  const t = useTexts('discovery');
  const tg = useTexts('games');
  const language = useLanguage();
  const formatMoney = useGameMoney();
  const session = useSessionInfo();
  const launch = useLaunchGame();
  const navigate = useNavigate();
  const demo = useDemoAllowed(game);
  if (!game) return null;
  const name = game.gameName ?? game.nodeName ?? '';
  const rtp = shownRtp(game.rtp);
  const volatility = volatilityOf(game.volatility);
  const percent = new Intl.NumberFormat(LANGUAGE_TABLE[language].locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const minBet =
    typeof game.minBet === 'number' && Number.isFinite(game.minBet) && game.minBet > 0 ? game.minBet : null;
  const type = game.gameType ?? '';
  return (
    <Dialog open title={name} onClose={onClose} testId="game-info">
      <Head>
        <img src={imageSource(game.iconUrl ?? game.showIcon) || undefined} alt="" width={88} height={88} />
        <InfoRows
          rows={[
            [t('info.provider'), game.displayName ?? game.vassalage ?? ''],
            type !== '' && [t('info.type'), tg(`types.${type}` as 'types.RNG', { defaultValue: type })],
          ]}
        />
      </Head>
      <InfoRows
        rows={[
          rtp !== null && [t('info.rtp'), percent.format(rtp / 100)],
          volatility !== null && [t('info.volatility'), <VolatilityValue key="v" level={volatility} />],
          minBet !== null && [t('info.minBet'), formatMoney(minBet)],
          Boolean(game.jackpotId) && [
            t('info.jackpot'),
            <LazyJackpotAmount key="j" jackpotId={game.jackpotId ?? ''} />,
          ],
        ]}
      />
      {rtp !== null ? <MutedText>{t('info.rtpHelp')}</MutedText> : null}
      <DialogActions>
        {demo ? (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              void navigate(paths.demoPlay({ nodeId: String(game.nodeId), vendor: game.vassalage ?? '', name }));
            }}
          >
            {t('info.playForFun')}
          </Button>
        ) : null}
        <Button
          onClick={() => {
            onClose();
            void launch(game);
          }}
        >
          {session ? t('info.play') : t('info.loginToPlay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
